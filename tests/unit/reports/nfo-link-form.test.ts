import { describe, expect, it } from 'vitest';
import { NFO_LINK_MESSAGES, nfoLinkSchema } from '@/lib/forms/links/nfo-link';
import { NFO_LINK_RULE_MESSAGES, ownCodeBlocksNfo } from '@/lib/rules/nfo-link';

const valid = { scheme: 'MN', arnCode: 'ARN-112233', subArnCode: '', subBrokerCode: '', euinDeclaration: 'YES' as const, euin: '' };

function messages(over: Partial<Record<keyof typeof valid, string>>): Record<string, string> {
  const result = nfoLinkSchema.safeParse({ ...valid, ...over });
  const out: Record<string, string> = {};
  if (result.success) return out;
  for (const i of result.error.issues) out[i.path.join('.')] ??= i.message;
  return out;
}

describe('the NFO link form', () => {
  it('accepts an offer with the EUIN declared blank, and one with sub ARN, sub broker and EUIN', () => {
    expect(messages({})).toEqual({});
    expect(messages({ subArnCode: '445566', subBrokerCode: '12345', euinDeclaration: 'NO', euin: 'E123456' })).toEqual({});
    expect(messages({ subArnCode: 'ARN-445566' })).toEqual({});
  });

  it('needs a scheme', () => {
    expect(messages({ scheme: ' ' })).toEqual({ scheme: NFO_LINK_MESSAGES.schemeMandatory });
    expect(NFO_LINK_MESSAGES.schemeMandatory).toBe('Scheme is mandatory*');
  });

  it('refuses a sub ARN equal to the ARN, in the seed words', () => {
    expect(messages({ subArnCode: '112233' })).toEqual({ subArnCode: 'ARN code and sub ARN code should not be the same' });
    expect(messages({ subArnCode: 'arn-112233' })).toEqual({ subArnCode: 'ARN code and sub ARN code should not be the same' });
  });

  it('takes digits only, at most 20, for sub ARN and sub broker', () => {
    expect(messages({ subArnCode: '12e4' })).toEqual({ subArnCode: NFO_LINK_MESSAGES.subArnInvalid });
    expect(messages({ subArnCode: '1'.repeat(21) })).toEqual({ subArnCode: NFO_LINK_MESSAGES.subArnTooLong });
    expect(messages({ subBrokerCode: '12.5' })).toEqual({ subBrokerCode: NFO_LINK_MESSAGES.subBrokerInvalid });
    expect(messages({ subBrokerCode: '-12' })).toEqual({ subBrokerCode: NFO_LINK_MESSAGES.subBrokerInvalid });
    expect(messages({ subBrokerCode: '1'.repeat(21) })).toEqual({ subBrokerCode: NFO_LINK_MESSAGES.subBrokerTooLong });
    expect(messages({ subBrokerCode: '1'.repeat(20) })).toEqual({});
  });

  it('needs an EUIN when the declaration is NO', () => {
    expect(messages({ euinDeclaration: 'NO' })).toEqual({ euin: 'Euin Declaration is mandatory*' });
  });
});

describe("an Adviser's own Sub Broker Code on an NFO link", () => {
  it('blocks the link only when it has letters, and says whom to ask, in the rule\u2019s words', () => {
    expect(ownCodeBlocksNfo('')).toBe(false);
    expect(ownCodeBlocksNfo('1042')).toBe(false);
    expect(ownCodeBlocksNfo('SB-77')).toBe(true);
    expect(NFO_LINK_RULE_MESSAGES.ownCodeLettered).toBe("Your Sub Broker Code has letters, and an NFO link carries digits only: ask your firm's Admin to change it on the Team page");
    // The form refuses such a code too, should a hand-made request carry it.
    expect(messages({ subBrokerCode: 'SB-77' })).toEqual({ subBrokerCode: NFO_LINK_MESSAGES.subBrokerInvalid });
  });
});
