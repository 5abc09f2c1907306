import { z } from 'zod';

// The customized ARN link form (seed 002 sections 4.9 and 5), and the ARN tagging fields the scheme
// link form shares with it: broker code, sub broker code, EUIN declaration and EUIN.

export const ARN_CODE_MAX = 20;

export const ARN_LINK_MESSAGES = {
  brokerMandatory: 'Broker Code is mandatory',
  brokerInvalid: 'Enter a valid Broker Code',
  brokerTooLong: `Broker Code should not exceed ${ARN_CODE_MAX} digits`,
  subBrokerInvalid: 'Enter a valid Sub Broker Code',
  subBrokerTooLong: `Sub Broker Code should not exceed ${ARN_CODE_MAX} digits`,
  sameBroker: 'Sub Broker Code should not be same as Broker Code',
  euinMandatory: 'EUIN Code is Mandatory',
  euinInvalid: 'Invalid EUIN',
} as const;

/** The numeric part of an ARN as typed or pasted ('ARN-112233', 'arn 112233' and '112233' alike). */
export function arnDigits(value: string): string {
  return value.trim().toUpperCase().replace(/^ARN[\s-]*/, '').replace(/\s+/g, '');
}

/** The code as the registrar takes it: 'ARN-' and the digits; empty stays empty. */
export function toArnCode(value: string): string {
  const digits = arnDigits(value);
  return digits ? `ARN-${digits}` : '';
}

/** The EUIN's digits, with or without the 'E' the registrar prefixes. */
export function euinDigits(value: string | undefined): string {
  return (value ?? '').trim().toUpperCase().replace(/^E/, '').replace(/\s+/g, '');
}

export function toEuin(value: string | undefined): string {
  const digits = euinDigits(value);
  return digits ? `E${digits}` : '';
}

export const EUIN_DECLARATIONS = ['YES', 'NO'] as const;
export type EuinDeclaration = (typeof EUIN_DECLARATIONS)[number];

const arnCode = (invalid: string, tooLong: string) =>
  z
    .string()
    .refine((v) => v.trim() === '' || /^\d+$/.test(arnDigits(v)), invalid)
    // Only once the code is digits, so a field shows one message at a time.
    .refine((v) => !/^\d+$/.test(arnDigits(v)) || arnDigits(v).length <= ARN_CODE_MAX, tooLong);

export const arnTaggingShape = {
  brokerCode: z
    .string()
    .refine((v) => v.trim() !== '', ARN_LINK_MESSAGES.brokerMandatory)
    .pipe(arnCode(ARN_LINK_MESSAGES.brokerInvalid, ARN_LINK_MESSAGES.brokerTooLong)),
  subBrokerCode: arnCode(ARN_LINK_MESSAGES.subBrokerInvalid, ARN_LINK_MESSAGES.subBrokerTooLong),
  // YES declares an execution-only sale (no advice), so no EUIN is needed; the portal defaults to it.
  euinDeclaration: z.enum(EUIN_DECLARATIONS),
  // A disabled field reaches the form's values as undefined.
  euin: z.string().optional(),
};

interface Tagging {
  brokerCode?: unknown;
  subBrokerCode?: unknown;
  euinDeclaration?: unknown;
  euin?: unknown;
}

/** The checks across fields; they run even while another field is still wrong, as the form validates on blur. */
export function refineTagging(v: Tagging, ctx: z.RefinementCtx) {
  if (typeof v.brokerCode === 'string' && typeof v.subBrokerCode === 'string') {
    const broker = arnDigits(v.brokerCode);
    if (/^\d+$/.test(broker) && broker === arnDigits(v.subBrokerCode)) {
      ctx.addIssue({ code: 'custom', path: ['subBrokerCode'], message: ARN_LINK_MESSAGES.sameBroker });
    }
  }
  if (v.euinDeclaration !== 'NO') return;
  const euin = typeof v.euin === 'string' ? euinDigits(v.euin) : '';
  if (!euin) ctx.addIssue({ code: 'custom', path: ['euin'], message: ARN_LINK_MESSAGES.euinMandatory });
  else if (!/^\d{6}$/.test(euin)) ctx.addIssue({ code: 'custom', path: ['euin'], message: ARN_LINK_MESSAGES.euinInvalid });
}

export const customizedLinkSchema = z.object(arnTaggingShape).superRefine(refineTagging, { when: () => true });

export type CustomizedLinkInput = z.infer<typeof customizedLinkSchema>;

/** The EUIN check the forms run when the EUIN field is left (and the server runs again on generate). */
export const euinCheckSchema = z.object({
  brokerCode: arnTaggingShape.brokerCode,
  euin: z.string().refine((v) => /^\d{6}$/.test(euinDigits(v)), ARN_LINK_MESSAGES.euinInvalid),
  /** The customized link also asks the fund house's own check, which clears an EUIN it refuses. */
  form: z.enum(['scheme', 'customized']),
});

export type EuinCheckInput = z.infer<typeof euinCheckSchema>;
