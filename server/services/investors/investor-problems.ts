import 'server-only';
import type { InvestorProblemView } from '@/lib/api/today';
import type { InvestorProblemsResponse } from '@/lib/api/investors';
import { investorProblems, type InvestorCompliance, type InvestorProblem } from '@/lib/rules/investor-problems';
import type { KycState } from '@/lib/rules/worklist';
import { parseAmount } from '@/lib/money';
import { fixLinkOf } from '@/lib/transactions/problem-fixes';
import { transactionKind } from '../../transactions/registry';
import { flowHref, TRANSACTION_TYPES } from '@/lib/transactions/routes';
import type { BookAuth, DistributorAuth } from '../../auth/session';
import { env } from '../../env';
import type { AnswerOf } from '../../fundhouse/endpoint';
import { kraCheck } from '../../fundhouse/endpoints/kyc';
import { bookWorklist } from '../../fundhouse/endpoints/worklist';
import { upstream } from '../../fundhouse/upstream';
import { flowInvestor } from '../transactions/flow-reads';
import { lacksPath } from '../tracker/tracker-states';
import { sealFlow } from '../transactions/transaction-flow';
import type { CheckedInvestor } from '../../http/handler';

// An investor's problems (lib/rules/investor-problems.ts) from the registrar's worklist row, each with
// the link that fixes it. Today lists them for the book; the investor's page for one investor, from the
// same read narrowed to the PAN, so both say the same.

type InvestorRow = AnswerOf<typeof bookWorklist>['Investors'][number];

/** The worklist row's compliance facts; an older registrar's row (none sent) reads as nothing held. */
export function complianceOfRow(r: InvestorRow): InvestorCompliance {
  const left = r.OtpEkyc === 'Y' ? (parseAmount(r.EkycLeft) ?? 0) : null;
  return {
    kycStatus: r.KycStatus,
    nomination: r.Nomination,
    sharedEmail: r.SharedEmail === 'Y',
    sharedMobile: r.SharedMobile === 'Y',
    frozenFolios: r.FrozenFolios.map((f) => f.trim()).filter(Boolean),
    otpEkyc: left === null ? null : { left },
  };
}

export function problemsOfRow(r: InvestorRow): InvestorProblem[] {
  return investorProblems(
    { kyc: r.Kyc, fatcaDone: r.Fatca === 'Y', emailOnRecord: r.EmailOnRecord === 'Y', mobileOnRecord: r.MobileOnRecord === 'Y' },
    complianceOfRow(r),
  );
}

/** Fixes that open a screen of the investor's transaction flow need its sealed token. */
const NEEDS_FLOW = new Set(['nomination', 'contact-update', 'mandate', 'existing-folio', 'execution-only', 'other-scheme', 'smaller-amount']);

/** Each problem with its fix link, the flow token sealed for this user only when a link carries it. */
export async function withFixLinks(auth: BookAuth, pan: string, problems: InvestorProblem[]): Promise<InvestorProblemView[]> {
  const f = problems.some((p) => p.fix && NEEDS_FLOW.has(p.fix)) ? await sealFlow(auth.session.userId, pan) : '';
  // An investor's one fix made on an order's form is the nomination: a new folio's purchase declares it.
  const at = { pan, f, formHref: f ? flowHref(transactionKind('nfo-new-purchase').form, f) : TRANSACTION_TYPES };
  return problems.map((p) => ({ ...p, fixLink: p.fix ? fixLinkOf(p.fix, at) : null }));
}

/** Without the worklist read: the fund house's record and the KRA's word, as Today's fallback asks them. */
async function perInvestorProblems(auth: DistributorAuth, pan: string): Promise<InvestorProblem[]> {
  const head = (await flowInvestor(auth, pan)).DtData[0];
  if (!head) return [];
  let kyc: KycState = head.KYC === 'N' ? 'Not compliant' : 'Compliant';
  if (kyc === 'Compliant') {
    const kra = await upstream(kraCheck, { fund: env().FUND_CODE, userid: auth.session.userId, i_pan: pan }, { token: auth.token });
    if (kra.DtData[0]?.KYCBlock === 'Y') kyc = 'On hold';
  }
  return investorProblems({ kyc, fatcaDone: head.FATCA === 'Y', emailOnRecord: !!head.email?.trim(), mobileOnRecord: !!head.Mobile?.trim() });
}

/** One investor's problems for their page: the worklist narrowed to the PAN, else the per-investor calls. */
export async function investorProblemsView(auth: DistributorAuth, { pan }: CheckedInvestor): Promise<InvestorProblemsResponse> {
  const problems = await upstream(bookWorklist, { Arn: auth.session.arn, Fund: env().FUND_CODE, Pan: pan }, { token: auth.token })
    .then((w) => {
      const row = w.Investors.find((r) => r.pan.trim().toUpperCase() === pan);
      return row ? problemsOfRow(row) : [];
    })
    .catch((err: unknown) => {
      if (lacksPath(err)) return perInvestorProblems(auth, pan);
      throw err;
    });
  return { problems: await withFixLinks(auth, pan, problems) };
}

/**
 * Whether a new folio of the investor must carry its own nomination: the registrar's worklist says it
 * holds none for them. A registrar that cannot say asks for nothing; its refusal, if any, says so.
 */
export async function newFolioNeedsNomination(auth: DistributorAuth, pan: string): Promise<boolean> {
  try {
    const w = await upstream(bookWorklist, { Arn: auth.session.arn, Fund: env().FUND_CODE, Pan: pan }, { token: auth.token });
    return w.Investors.find((r) => r.pan.trim().toUpperCase() === pan)?.Nomination === 'none';
  } catch (err) {
    if (lacksPath(err)) return false;
    throw err;
  }
}
