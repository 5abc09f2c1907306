import { ARN_LINK_RULE_MESSAGES } from '../../rules/arn-link';
import { EUIN_MESSAGES } from '../../rules/euin';

// The ARN link's limits, wording and code helpers without zod, for the link forms' components;
// ./customized-link.ts holds the schemas.

export const ARN_CODE_MAX = 20;

export const ARN_LINK_MESSAGES = {
  brokerMandatory: 'Broker Code is mandatory',
  brokerInvalid: 'Enter a valid Broker Code',
  brokerTooLong: `Broker Code should not exceed ${ARN_CODE_MAX} digits`,
  subBrokerInvalid: 'Enter a valid Sub Broker Code',
  subBrokerTooLong: `Sub Broker Code should not exceed ${ARN_CODE_MAX} digits`,
  sameBroker: ARN_LINK_RULE_MESSAGES.sameBroker,
  euinMandatory: ARN_LINK_RULE_MESSAGES.euinMandatory,
  euinInvalid: EUIN_MESSAGES.invalid,
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
