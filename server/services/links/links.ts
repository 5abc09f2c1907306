import 'server-only';
import { toUpstreamDate } from '@/lib/dates';
import { euinDigits, toArnCode, toEuin, type CustomizedLinkInput, type EuinCheckInput } from '@/lib/forms/links/customized-link';
import { SCHEME_LINK_MESSAGES, splitSchemePlan, type SchemeLinkInput } from '@/lib/forms/links/scheme-link';
import { EUIN_MESSAGES } from '@/lib/rules/euin';
import { env } from '../../env';
import {
  euinValidationMirae,
  generateCustomizedLink as customizedLinkEndpoint,
  generateDistLinks,
  validateEuin,
} from '../../fundhouse/endpoints/links';
import { assetClasses, schemeList } from '../../fundhouse/endpoints/schemes';
import { GENERIC_UPSTREAM_MESSAGE } from '../../fundhouse/errors';
import { upstream } from '../../fundhouse/upstream';
import { clientAddress } from '../../http/client-address';
import { fieldError, HttpError } from '../../http/handler';
import { takeAction } from '../../store/rate-limit';
import { getDb } from '../../store/db';
import { log } from '@/server/log';

// The public link generators: scheme ARN links and customized ARN links, with their EUIN checks.

export const VALID_EUIN = EUIN_MESSAGES.valid;
const INVALID_EUIN = EUIN_MESSAGES.invalid;
const TOO_MANY = 'Too many link requests from this network. Please try again in a few minutes.';

/** Public and unauthenticated, so each address gets a generous but finite number of upstream checks. */
export async function guardLinkRequests(headers: Headers): Promise<void> {
  const check = await takeAction(
    await getDb(),
    { action: 'public-links', limit: 120, windowMs: 10 * 60_000 },
    [clientAddress(headers) ?? ''],
    new Date(),
  );
  if (!check.allowed) throw new HttpError(429, { message: TOO_MANY });
}

export async function linkCategories(): Promise<string[]> {
  const answer = await upstream(assetClasses, { Fund: env().FUND_CODE });
  return [...new Set(answer.DtData.map((r) => r.CatValue.trim()).filter(Boolean))];
}

export interface SchemeOption {
  /** 'fund~scheme~plan~option' */
  value: string;
  label: string;
}

/** A distributor earns on regular plans only, so links are offered for those. */
export async function linkSchemes(category: string): Promise<SchemeOption[]> {
  const answer = await upstream(schemeList, { Fund: env().FUND_CODE, Category: category, PlanType: 'Regular' });
  return answer.Dtinformation.filter((r) => splitSchemePlan(r.Scheme_Plan) !== null).map((r) => ({
    value: r.Scheme_Plan,
    label: r.Scheme_Desc,
  }));
}

export type EuinVerdict = { valid: true } | { valid: false; message: string; clear: boolean };

/**
 * The registrar's EUIN check; its message is shown unless it is 'Valid EUIN'. The customized link
 * also asks the fund house's own check, and an EUIN that does not pass it is cleared from the form.
 */
export async function checkEuin(input: EuinCheckInput, now = new Date()): Promise<EuinVerdict> {
  const arn = toArnCode(input.brokerCode);
  const euin = toEuin(input.euin);
  const [registrar, fundHouse] = await Promise.all([
    upstream(validateEuin, { BroCode: arn, Euin: euin, OutFlag: 'Y', TrDate: toUpstreamDate(now) }),
    input.form === 'customized' ? upstream(euinValidationMirae, { fund: env().FUND_CODE, euin, arn }) : null,
  ]);
  const message = registrar.Dtinformation[0]?.Msg.trim() || INVALID_EUIN;
  const confirmed = fundHouse === null || fundHouse.Dtinformation[0]?.Result === true;
  if (message === VALID_EUIN && confirmed) return { valid: true };
  return { valid: false, message: message === VALID_EUIN ? INVALID_EUIN : message, clear: !confirmed };
}

async function requireValidEuin(input: CustomizedLinkInput, form: EuinCheckInput['form']) {
  if (input.euinDeclaration !== 'NO') return;
  const verdict = await checkEuin({ brokerCode: input.brokerCode, euin: euinDigits(input.euin), form });
  if (!verdict.valid) throw fieldError('euin', verdict.message, 422);
}

/** Which field a refusal of the registrar's belongs to, so the form can show it there. */
function refusalField(message: string): string | undefined {
  if (/EUIN/i.test(message)) return 'euin';
  if (/Sub Broker/i.test(message)) return 'subBrokerCode';
  if (/Broker Code/i.test(message)) return 'brokerCode';
  if (/Scheme|Plan/i.test(message)) return 'scheme';
  return undefined;
}

/** The link from a Link-or-Message answer; only an http(s) address ever reaches the page. */
function linkFrom(answer: { Dtinformation: { Link?: string; Message?: string }[] }): string {
  const row = answer.Dtinformation[0];
  const link = row?.Link?.trim();
  if (link) {
    try {
      const url = new URL(link);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
    } catch {
      // falls through to the generic failure below
    }
    log('error', { links: 'upstream answered an unusable link' });
    throw new HttpError(502, { message: GENERIC_UPSTREAM_MESSAGE });
  }
  const message = row?.Message?.trim();
  if (!message) throw new HttpError(502, { message: GENERIC_UPSTREAM_MESSAGE });
  const field = refusalField(message);
  throw field ? fieldError(field, message, 422) : new HttpError(422, { message });
}

function tagging(input: CustomizedLinkInput) {
  const declared = input.euinDeclaration === 'YES';
  return {
    agentid: toArnCode(input.brokerCode),
    subbroker: toArnCode(input.subBrokerCode),
    euin: declared ? '' : toEuin(input.euin),
    EUINFlag: input.euinDeclaration,
  };
}

export async function generateSchemeLink(input: SchemeLinkInput): Promise<string> {
  const plan = splitSchemePlan(input.scheme);
  if (!plan) {
    const message = SCHEME_LINK_MESSAGES.schemeMandatory;
    throw fieldError('scheme', message);
  }
  await requireValidEuin(input, 'scheme');
  const answer = await upstream(generateDistLinks, { ...tagging(input), scheme: plan.scheme, plan: plan.plan, opt: plan.option });
  return linkFrom(answer);
}

export async function generateCustomizedLink(input: CustomizedLinkInput): Promise<string> {
  await requireValidEuin(input, 'customized');
  return linkFrom(await upstream(customizedLinkEndpoint, tagging(input)));
}
