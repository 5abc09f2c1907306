import 'server-only';
import type { MandateBank } from '@/lib/api/mandates';
import { displayToUpstream, istDay, formatDisplayDay } from '@/lib/dates';
import { MANDATE_FORM_MESSAGES, mandateEndOf, registrationSchemas, type MandateRegistrationValues } from '@/lib/forms/mandates/mandate-registration';
import { maskAccount, type MandateKind } from '@/lib/rules/mandate-registration-limits';
import { formatRupees } from '@/lib/money';
import type { ConfirmationView, ConfirmResult } from '@/lib/transactions/confirmation';
import type { DistributorAuth } from '../../auth/session';
import { env } from '../../env';
import { upstreamNow } from '../../fundhouse/clock';
import { enachBankValid, enachBanksByFolio, enachFrequencies, enachRegistration, upiRegistration } from '../../fundhouse/endpoints/mandates';
import { upstreamFailure } from '../../fundhouse/errors';
import { upstream } from '../../fundhouse/upstream';
import { fieldError, HttpError, type CheckedInvestor } from '../../http/handler';
import { defineKind } from '../../transactions/kind';
import { formWithConfirm, MANDATE_FORMS } from '@/lib/transactions/routes';
import { mandateFolios } from './mandates';
import { orderNumber, orderRef } from '../../transactions/kit';
import { carryOtmSipToEnach } from '../sip/sip-awaiting-mandate';
import { investorSection } from '../transactions/summary-rows';
import { saveTransactionDraft, type TransactionDraft } from '../transactions/transaction-drafts';

// Registering an eNACH or UPI Autopay mandate (seed 002 sections 3, 4.1, 5 and 7). The submission is
// checked again against the registrar's own lists (folios, banks and their e-mandate check,
// frequencies) and kept as the draft with its summary; confirming calls the registration once, with a
// reference made from the draft's confirm key, so a repeat can never register a second mandate.

export const UPI_NOTES = {
  debit: 'A validation debit of Re 1 will be made from the investor’s account; the investor must complete it within 5 minutes.',
  authMode: 'PSP',
} as const;

export interface RegistrationBank extends MandateBank {
  /** The full account number: stays on the server. */
  accountNo: string;
  bankCode: string;
  bankName: string;
}

/** The folio's banks for an e-mandate, each checked with the registrar's bank check. */
export async function registrationBanks(auth: DistributorAuth, pan: string, acno: string): Promise<RegistrationBank[]> {
  const call = { token: auth.token };
  const answer = await upstream(enachBanksByFolio, { fund: env().FUND_CODE, pan, acno }, call);
  const rows = answer.DtData.map((r) => {
    const [ifsc = '', type = '', accountNo = '', bankCode = ''] = r.KeyVal.split('|').map((x) => x.trim());
    return { ifsc: ifsc.toUpperCase(), type, accountNo, bankCode, bankName: r.bankname.trim() };
  }).filter((r) => r.ifsc && r.accountNo);
  const ifscs = [...new Set(rows.map((r) => r.ifsc))];
  const checks = await Promise.all(ifscs.map((i_ifsc) => upstream(enachBankValid, { i_ifsc }, call)));
  const valid = new Map(ifscs.map((ifsc, i) => [ifsc, checks[i]?.Dtinformation[0]?.Error_Message.trim() === 'Success']));
  return rows.map((r) => ({
    value: maskAccount(r.accountNo),
    label: `${r.bankName} - ${maskAccount(r.accountNo)}${r.type ? ` (${r.type})` : ''}`,
    ifsc: r.ifsc,
    valid: valid.get(r.ifsc) ?? false,
    accountNo: r.accountNo,
    bankCode: r.bankCode,
    bankName: r.bankName,
  }));
}

export async function mandateFrequencies(auth: DistributorAuth): Promise<string[]> {
  const answer = await upstream(enachFrequencies, {}, { token: auth.token });
  return answer.DtData.map((r) => r.Interpretation.trim());
}

/** Today on the registrar's clock, DD/MM/YYYY: the day the start window counts from. */
export const registrarToday = () => formatDisplayDay(istDay(new Date(upstreamNow())));


const KIND_OF = { ENACH: 'enach-mandate', UPI: 'upi-mandate' } as const satisfies Record<MandateKind, string>;
const FORM_TITLES = { ENACH: 'eNACH Registration', UPI: 'UPI Autopay Registration' } as const satisfies Record<MandateKind, string>;
/** The summary's title, which is also the kind's. */
const TITLES = { ENACH: 'eNACH Registration Summary', UPI: 'UPI Autopay Registration Summary' } as const satisfies Record<MandateKind, string>;

async function resolveBank(auth: DistributorAuth, pan: string, v: MandateRegistrationValues): Promise<RegistrationBank> {
  const bank = (await registrationBanks(auth, pan, v.folio.trim())).find((b) => b.value === v.bank.trim());
  if (!bank) throw fieldError('bank', MANDATE_FORM_MESSAGES.fillAll);
  if (!bank.valid) throw fieldError('bank', MANDATE_FORM_MESSAGES.bankInvalid);
  return bank;
}

function summary(kind: MandateKind, investorView: ConfirmationView['sections'][number], v: MandateRegistrationValues, bank: RegistrationBank, end: string): ConfirmationView {
  return {
    title: TITLES[kind],
    amount: Number(v.amount),
    sections: [
      investorView,
      {
        title: kind === 'UPI' ? 'UPI Autopay Mandate' : 'eNACH Mandate',
        rows: [
          { label: 'Folio', value: v.folio.trim(), fact: 'folio' },
          { label: 'Bank Name', value: bank.bankName },
          { label: 'Bank Account Number', value: bank.value },
          { label: 'IFSC Code', value: bank.ifsc },
          { label: 'Amount', value: formatRupees(Number(v.amount)) },
          { label: 'Frequency', value: v.frequency },
          { label: 'Start Date', value: v.startDate.trim() },
          { label: 'End Date', value: v.untilCancelled ? `${end} (Until Cancelled)` : end },
        ],
      },
      ...(kind === 'UPI'
        ? [{ title: 'Authorisation', rows: [{ label: 'Validation Debit', value: UPI_NOTES.debit }, { label: 'Authentication Mode', value: UPI_NOTES.authMode }] }]
        : []),
    ],
  };
}

function submitOf(kind: MandateKind) {
  const key = KIND_OF[kind];
  return async (auth: DistributorAuth, investor: CheckedInvestor, input: MandateRegistrationValues, confirmKey: string): Promise<void> => {
    const { pan } = investor;
    await saveTransactionDraft(auth, key, pan, { values: input, confirmKey });
    // The registrar's day replaces the browser's before the rules run again.
    const v = registrationSchemas[kind].schema.parse({ ...input, today: registrarToday() });
    if (!(await mandateFolios(auth, pan)).includes(v.folio.trim())) throw fieldError('folio', MANDATE_FORM_MESSAGES.fillAll);
    const bank = await resolveBank(auth, pan, v);
    if (!(await mandateFrequencies(auth)).includes(v.frequency.trim())) throw fieldError('frequency', MANDATE_FORM_MESSAGES.fillAll);
    if (!investor.email || !investor.mobile) throw new HttpError(400, { message: MANDATE_FORM_MESSAGES.fillAll });
    const end = mandateEndOf(kind, v);
    const values = { ...v, endDate: end };
    const draft: TransactionDraft<MandateRegistrationValues> = { values, confirmKey, refno: orderNumber(), view: summary(kind, investorSection(investor), values, bank, end) };
    await saveTransactionDraft(auth, key, pan, draft);
  };
}

function confirmOf(kind: MandateKind) {
  return async (auth: DistributorAuth, draft: TransactionDraft<MandateRegistrationValues>, investor: CheckedInvestor): Promise<ConfirmResult> => {
    const v = draft.values;
    const { pan } = investor;
    const bank = await resolveBank(auth, pan, v);
    const start = displayToUpstream(v.startDate);
    const end = displayToUpstream(v.endDate);
    if (!start || !end || !investor.email || !investor.mobile) throw new HttpError(409, { message: MANDATE_FORM_MESSAGES.fillAll });
    const fund = env().FUND_CODE;
    const answer = await upstream(
      kind === 'UPI' ? upiRegistration : enachRegistration,
      {
        Email: investor.email, Contact: investor.mobile, Name: investor.name, Pan: pan, invdistflag: 'M', customfund: fund, arncode: auth.session.arn,
        frequency: v.frequency.trim(), acno: v.folio.trim(), startdate: start, enddate: end, txnamount: v.amount.trim(), bank_code: bank.bankCode,
        BankName: bank.bankName, bank_acno: bank.accountNo, bank_ifsc: bank.ifsc, RequestRef: orderRef(draft),
      },
      { token: auth.token },
    );
    const reference = answer.DtData[0]?.en_ihno.trim();
    if (!reference) throw upstreamFailure('schema', { endpoint: enachRegistration.name, cause: 'no en_ihno' });
    if (kind === 'ENACH') await carryOtmSipToEnach(auth, pan);
    return { reference };
  };
}

/**
 * The registration is idempotent at the registrar by its RequestRef: a registration sent again under
 * the same reference answers the mandate the first one made. So a lost answer needs no lookup: the
 * confirmation is simply sent again. Its reference names a mandate, not a transaction.
 */
const registrationCheck = { ref: orderRef, lookup: async (): Promise<ConfirmResult | null> => null, mandate: true };

const registrationKind = <M extends MandateKind>(mandate: M) =>
  defineKind({
    kind: KIND_OF[mandate],
    type: 'sip',
    title: FORM_TITLES[mandate],
    summaryTitle: TITLES[mandate],
    ...formWithConfirm(MANDATE_FORMS[KIND_OF[mandate]]),
    schema: registrationSchemas[mandate].schema,
    clearedByTypesPage: false,
    navApplies: false,
    submit: submitOf(mandate),
    confirm: confirmOf(mandate),
    outcome: registrationCheck,
  });

export const enachMandateKind = registrationKind('ENACH');
export const upiMandateKind = registrationKind('UPI');
