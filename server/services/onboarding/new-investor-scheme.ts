import 'server-only';
import { requireOwnTagging } from '../../transactions/own-tagging';
import type { SchemeChoice } from '@/lib/api/transactions';
import type { SipPeriodResponse } from '@/lib/api/new-investor';
import { schemeStepSchema, schemeStepShape, SCHEME_MESSAGES, type SchemeStep } from '@/lib/forms/onboarding/new-investor-scheme';
import { splitSchemePlan } from '@/lib/forms/links/scheme-link';
import { amountRuleOf, type AmountRule } from '@/lib/rules/amount';
import type { DistributorAuth } from '../../auth/session';
import { env } from '../../env';
import { sipEndDate, sipFrequencyId, sipMinAmount } from '../../fundhouse/endpoints/sip';
import { swpOptions } from '../../fundhouse/endpoints/systematic-plans';
import { newPurchaseSchemes } from '../../fundhouse/endpoints/purchase';
import { UpstreamError } from '../../fundhouse/errors';
import { upstream } from '../../fundhouse/upstream';
import { fieldError, HttpError } from '../../http/handler';
import { euinChoices } from '../purchase/purchase-lists';
import { requireJourney, saveStep, today } from './new-investor-journey';
import { parseOrRefuse } from './new-investor-steps';

// The scheme step: the schemes a new investor may take (regular plans only; for an iSIP with the SIP
// minimum), the iSIP frequencies and days, and the SIP period the registrar computes.

export type InvestmentType = SchemeStep['type'];

export async function schemeChoices(type: InvestmentType, category: string): Promise<SchemeChoice[]> {
  const answer = await upstream(newPurchaseSchemes, { plntype: 'Regular', opt: 'S', schemetype: category, fund: env().FUND_CODE });
  return answer.Dtinformation.filter((r) => r.fm_plan === 'RG' && r.fm_newpur === 'Y').flatMap((r) => {
    const rule = amountRuleOf(type === 'iSIP' ? r.sipminamt : r.MinAmt, r.multiples);
    return rule && splitSchemePlan(r.Scheme_Plan) ? [{ value: r.Scheme_Plan, label: r.Scheme_Desc, ...rule }] : [];
  });
}

export interface SipFrequency {
  value: string;
  label: string;
  minInstallments: number;
}

export async function sipFrequencies(auth: DistributorAuth): Promise<SipFrequency[]> {
  const answer = await upstream(swpOptions, { opt: 'SIP', fund: env().FUND_CODE }, { token: auth.token });
  return answer.Dtinformation.flatMap((r) =>
    r.FrequencyID && r.Minimum_Instalment ? [{ value: r.FrequencyID, label: r.Frequency ?? r.FrequencyID, minInstallments: Number(r.Minimum_Instalment) }] : [],
  );
}

/** The days of the month a SIP in this scheme may fall on; none for a scheme barred from SIP. */
export async function sipDays(auth: DistributorAuth, scheme: string): Promise<string[]> {
  const answer = await upstream(swpOptions, { opt: 'SIP', fund: env().FUND_CODE, astscheme: scheme }, { token: auth.token });
  return answer.Dtinformation.flatMap((r) => (r.sip_cycleid ? [String(r.sip_cycleid)] : []));
}

/**
 * The iSIP's smallest instalment and its multiple for the scheme at the frequency, from the registrar's
 * getMinimumAmount (Trtype SIP); null when the scheme or frequency has none.
 */
export async function sipMinimum(auth: DistributorAuth, scheme: string, frequency: string): Promise<AmountRule | null> {
  const key = splitSchemePlan(scheme);
  const f = sipFrequencyId.safeParse(frequency);
  if (!key || !f.success) return null;
  try {
    const row = (await upstream(sipMinAmount, { Fund: env().FUND_CODE, Scheme: key.scheme, Trtype: 'SIP', Frequency: f.data }, { token: auth.token })).DtData[0];
    return row ? amountRuleOf(row.minamt, row.multiples) : null;
  } catch (err) {
    if (err instanceof UpstreamError && err.kind === 'business') return null;
    throw err;
  }
}

const two = (n: number) => String(n).padStart(2, '0');

/** The SIP period for the day and installments, from the registrar; a refusal is the seed's installments message. */
export async function sipPeriod(auth: DistributorAuth, q: { scheme: string; frequency: string; sipDay: string; installments: string }): Promise<SipPeriodResponse> {
  const key = splitSchemePlan(q.scheme);
  const t = today();
  const refused = () => fieldError('installments', SCHEME_MESSAGES.installments, 422);
  const frequency = sipFrequencyId.safeParse(q.frequency);
  if (!key || !frequency.success) throw refused();
  // Too few or too many installments for the frequency never reach the registrar's period calculation.
  const fewest = (await sipFrequencies(auth)).find((f) => f.value === frequency.data)?.minInstallments;
  const n = /^\d{1,3}$/.test(q.installments.trim()) ? Number(q.installments.trim()) : 0;
  if (fewest === undefined || n < fewest || n > 999) throw refused();
  try {
    const answer = await upstream(
      sipEndDate,
      { Fund: env().FUND_CODE, trtype: 'SIP', StartDate: `${two(t.month)}/${two(Number(q.sipDay))}/${t.year}`, Installments: q.installments, Frequency: frequency.data, sch: key.scheme },
      { token: auth.token },
    );
    const row = answer.DtData[0];
    if (!row) throw refused();
    return { start: row.SIP_StartDate, end: row.SIP_EndDate };
  } catch (err) {
    if (err instanceof UpstreamError && err.kind === 'business') throw refused();
    throw err;
  }
}

export async function saveSchemeStep(auth: DistributorAuth, body: unknown) {
  const journey = await requireJourney(auth);
  const values = parseOrRefuse(schemeStepShape, body);
  // An Adviser's application carries their own EUIN, as their orders do; the step has no sub-broker field.
  requireOwnTagging(auth, { euinDeclaration: values.euinDeclared === 'Y' ? 'YES' : 'NO', euin: values.euin, subBrokerCode: auth.session.member?.subBroker ?? '' });
  const choice = values.category ? (await schemeChoices(values.type, values.category)).find((c) => c.value === values.scheme) : undefined;
  let rule: AmountRule | null = choice ? { min: choice.min, multiples: choice.multiples } : null;
  let minInstallments: number | null = null;
  if (values.type === 'iSIP') {
    // The instalment's minimum is the registrar's for the frequency, once a frequency is chosen.
    if (rule && values.frequency) rule = (await sipMinimum(auth, values.scheme, values.frequency)) ?? rule;
    minInstallments = (await sipFrequencies(auth)).find((f) => f.value === values.frequency)?.minInstallments ?? null;
    const key = splitSchemePlan(values.scheme);
    const days = key ? await sipDays(auth, key.scheme) : [];
    if (!days.includes(values.sipDay)) values.sipDay = '';
    // The period is the registrar's, whatever the browser computed.
    const period = values.sipDay && values.installments && minInstallments !== null
      ? await sipPeriod(auth, values).catch((err: unknown) => (err instanceof HttpError ? null : Promise.reject(err)))
      : null;
    values.sipStart = period?.start ?? '';
    values.sipEnd = period?.end ?? '';
  }
  const checked = parseOrRefuse(schemeStepSchema({ today: today(), rule, minInstallments }), values);
  if (checked.euinDeclared === 'N' && !(await euinChoices(auth, ''))?.includes(checked.euin)) {
    const message = checked.type === 'iSIP' ? SCHEME_MESSAGES.euinSip : SCHEME_MESSAGES.euinLumpsum;
    throw fieldError('euin', message, 422);
  }
  if (checked.euinDeclared === 'Y') checked.euin = '';
  return saveStep(journey, 'scheme-details', checked);
}
