import { z } from 'zod';
import { splitSchemePlan } from '../links/scheme-link';
import { sameScheme } from '../redemption/switch';
import { STP_MIN_AMOUNT } from '../../rules/stp';
import { checkTagging, taggingShape } from '../transaction-fields';
import { STP_OPTIONS, STP_MAX_TRANSFERS, WEEKLY, STP_MESSAGES } from './stp-fields';

export { STP_OPTIONS, STP_MAX_TRANSFERS, WEEKLY, STP_MESSAGES, nextWednesday, stpStart, stpPeriod } from './stp-fields';

// The STP Plan form (seed 001 sections 3, 4, 5 and 9): transfer from a holding to another scheme of
// the fund, a frequency with its minimum number of transfers, the STP date (weekly: the next Wednesday
// at least five days ahead), the STP option, the amount (the STP minimum, the target's multiple) and the
// ARN tagging with its EUIN. The holding's and target's figures ride along; the BFF puts in its own.

export const stpSchema = z
  .object({
    folio: z.string(),
    scheme: z.string(),
    zeroBalance: z.enum(['Y', 'N']),
    curValue: z.string(),
    category: z.string(),
    toScheme: z.string(),
    /** The target scheme's multiple and the frequency's minimum transfers. */
    multiples: z.string(),
    frequency: z.string(),
    minTransfers: z.string(),
    transfers: z.string(),
    day: z.string(),
    option: z.string(),
    amount: z.string(),
    ...taggingShape,
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!v.folio.trim()) issue('folio', STP_MESSAGES.folio);
    else if (v.zeroBalance === 'Y') issue('folio', STP_MESSAGES.zeroBalance);
    else if (!splitSchemePlan(v.scheme)) issue('scheme', STP_MESSAGES.scheme);
    if (!v.category.trim()) issue('category', STP_MESSAGES.category);
    if (!splitSchemePlan(v.toScheme)) issue('toScheme', STP_MESSAGES.toScheme);
    else if (sameScheme(v.scheme, v.toScheme)) issue('toScheme', STP_MESSAGES.sameScheme);
    if (!v.frequency.trim()) issue('frequency', STP_MESSAGES.frequency);
    const n = v.transfers.trim();
    const min = Number(v.minTransfers) || 1;
    if (!/^\d{1,4}$/.test(n) || Number(n) === 0) issue('transfers', STP_MESSAGES.transfers);
    else if (Number(n) > STP_MAX_TRANSFERS) issue('transfers', STP_MESSAGES.transfersMax);
    else if (Number(n) < min) issue('transfers', STP_MESSAGES.transfersMin(min));
    if (v.frequency && v.frequency !== WEEKLY && !v.day.trim()) issue('day', STP_MESSAGES.day);
    if (!(STP_OPTIONS as readonly string[]).includes(v.option)) issue('option', STP_MESSAGES.option);
    const amount = v.amount.trim();
    const multiples = Number(v.multiples) || 1;
    if (!amount) issue('amount', STP_MESSAGES.amount);
    else if (!/^\d{1,10}$/.test(amount) || Number(amount) < STP_MIN_AMOUNT) issue('amount', STP_MESSAGES.minimum(STP_MIN_AMOUNT));
    else if (Number(amount) % multiples !== 0) issue('amount', STP_MESSAGES.multiple(multiples));
    else if (Number(amount) > (Number(v.curValue) || 0)) issue('amount', STP_MESSAGES.balance);
    checkTagging(v, ctx, 'submit');
  });

export type StpValues = z.output<typeof stpSchema>;
