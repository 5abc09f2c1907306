// An e-mandate registration goes to the registrar only with the investor's contact and every other
// field filled (seed 002 sections 5 and 9). The portal's form asks for them before the registrar
// refuses, in the same words, so both read them from here.

export const MANDATE_FILL_ALL_MESSAGE = 'Please fill all fields';
