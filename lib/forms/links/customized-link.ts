import { z } from 'zod';
import { ARN_CODE_MAX, ARN_LINK_MESSAGES, arnDigits, euinDigits, EUIN_DECLARATIONS } from './customized-link-fields';

export { ARN_CODE_MAX, ARN_LINK_MESSAGES, arnDigits, toArnCode, euinDigits, toEuin, EUIN_DECLARATIONS, type EuinDeclaration } from './customized-link-fields';

// The customized ARN link form (seed 002 sections 4.9 and 5), and the ARN tagging fields the scheme
// link form shares with it: broker code, sub broker code, EUIN declaration and EUIN.

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
