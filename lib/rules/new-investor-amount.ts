// A new investor's first investment (seed 002 sections 5 and 9): at least the scheme's minimum and a
// multiple of its multiple, in the words of the new investor's scheme step. The portal's form checks
// them before the registrar checks the application, in the same words, so both read them from here.

export const NEW_INVESTOR_AMOUNT_MESSAGES = {
  minAmount: (min: number) => `Amount should be greater than or equal to ${min}`,
  multiple: (m: number) => `Amount should be multiple of ${m}`,
} as const;
