import { z } from 'zod';
import { arnDigitsOf, fail, SUB_CODE_MAX, TAGGING_MESSAGES, taggingShape } from '../transaction-fields';
import { NFO_CODE_PATTERN, NFO_LINK_RULE_MESSAGES } from '../../rules/nfo-link';

// The NFO link form (seed 002 section 5, "NFO"): the offer, then the ARN tagging of the purchase
// forms with the NFO's own words: sub ARN and sub broker are digits only, at most 20 of them.

export const NFO_LINK_MESSAGES = {
  schemeMandatory: 'Scheme is mandatory*',
  sameArn: NFO_LINK_RULE_MESSAGES.sameArn,
  subArnInvalid: TAGGING_MESSAGES.subArnInvalid,
  subArnTooLong: TAGGING_MESSAGES.subArnTooLong,
  subBrokerInvalid: TAGGING_MESSAGES.subBrokerInvalid,
  subBrokerTooLong: TAGGING_MESSAGES.subBrokerTooLong,
  euinMandatory: NFO_LINK_RULE_MESSAGES.euinMandatory,
  notOpen: NFO_LINK_RULE_MESSAGES.notOpen,
} as const;

export const nfoLinkSchema = z
  .object({ scheme: z.string().default(''), ...taggingShape })
  .superRefine((v, ctx) => {
    if (!v.scheme.trim()) fail(ctx, 'scheme', NFO_LINK_MESSAGES.schemeMandatory);
    const sub = arnDigitsOf(v.subArnCode);
    if (sub.length > SUB_CODE_MAX) fail(ctx, 'subArnCode', NFO_LINK_MESSAGES.subArnTooLong);
    else if (sub && !NFO_CODE_PATTERN.test(sub)) fail(ctx, 'subArnCode', NFO_LINK_MESSAGES.subArnInvalid);
    else if (sub && sub === arnDigitsOf(v.arnCode)) fail(ctx, 'subArnCode', NFO_LINK_MESSAGES.sameArn);
    const broker = v.subBrokerCode.trim();
    if (broker.length > SUB_CODE_MAX) fail(ctx, 'subBrokerCode', NFO_LINK_MESSAGES.subBrokerTooLong);
    else if (broker && !NFO_CODE_PATTERN.test(broker)) fail(ctx, 'subBrokerCode', NFO_LINK_MESSAGES.subBrokerInvalid);
    if (v.euinDeclaration === 'NO' && !v.euin.trim()) fail(ctx, 'euin', NFO_LINK_MESSAGES.euinMandatory);
  });

export type NfoLinkInput = z.input<typeof nfoLinkSchema>;
export type NfoLinkValues = z.output<typeof nfoLinkSchema>;
