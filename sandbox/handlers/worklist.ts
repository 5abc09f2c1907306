import { bookWorklist } from '../../server/fundhouse/endpoints/worklist';
import { normaliseArn } from '../domains/links/links';
import { settlePlans } from '../domains/plans/plan-requests';
import { blockedInvestors, worklistMandates, worklistSips } from '../domains/investors/worklist';
import { refuse, route, signedIn } from '../router';
import { FUND_CODE } from '../seed/fixtures';

// The book-wide worklist read: only the caller's own book (or one investor of it; a narrowed member's
// investors only), and only for the fund house.

const worklistRoute = route(bookWorklist, async (p, ctx) => {
  const caller = signedIn(ctx);
  if (normaliseArn(p.Arn) !== caller.arn || p.Fund.trim() !== FUND_CODE) return refuse('No Data Found');
  await settlePlans(ctx.db);
  const pan = p.Pan?.trim().toUpperCase() || undefined;
  const [investors, allSips, allMandates] = await Promise.all([
    blockedInvestors(ctx.db, caller, FUND_CODE, ctx.clock.now(), pan),
    worklistSips(ctx.db, caller, FUND_CODE),
    worklistMandates(ctx.db, caller),
  ]);
  const sips = pan ? allSips.filter((s) => s.pan === pan) : allSips;
  const mandates = pan ? allMandates.filter((m) => m.pan === pan) : allMandates;
  return {
    Investors: investors.map((i) => ({
      pan: i.pan, InvName: i.name, Kyc: i.kyc, Fatca: i.fatca, EmailOnRecord: i.email, MobileOnRecord: i.mobile,
      KycStatus: i.kycStatus, Nomination: i.nomination, SharedEmail: i.sharedEmail, SharedMobile: i.sharedMobile,
      FrozenFolios: i.frozenFolios, OtpEkyc: i.otpEkyc, EkycLeft: i.ekycLeft === null ? '' : String(i.ekycLeft),
    })),
    Sips: sips.map((s) => ({
      ihno: String(s.ihno), pan: s.pan, InvName: s.name, acno: s.acno, Scheme: s.scheme, Amount: s.amount, Frequency: s.frequency,
      Status: s.status, StartDate: s.start, EndDate: s.end, PausedTo: s.pausedTo, ConsecutiveFailures: String(s.failures),
      CancelAfter: String(s.cancelAfter), Umrn: s.umrn, ClosedOn: s.closedOn, ClosedReason: s.closedReason, RegisteredAs: s.registeredAs,
    })),
    Mandates: mandates.map((m) => ({
      RegRef: m.ref, Umrn: m.umrn, pan: m.pan, InvName: m.name, acno: m.acno, Kind: m.kind, Status: m.status, BankName: m.bank,
      StartDate: m.start, EndDate: m.end, MaxAmount: m.max,
    })),
  };
});

export const worklistRoutes = [worklistRoute];
