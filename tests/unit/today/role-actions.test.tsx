import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { MemberProvider } from '@/components/shell/member-context';
import { InvestorsList } from '@/components/today/InvestorsList';
import { LinksList } from '@/components/today/LinksList';
import { MandatesList } from '@/components/today/MandatesList';
import { SipsList } from '@/components/today/SipsList';
import { useTodayBulk } from '@/components/today/use-today-bulk';
import { RowActions } from '@/components/tracker/RowActions';
import { ToastProvider } from '@/components/ui/toast';
import { ACTION_NEEDS } from '@/lib/api/action-needs';
import type { TodayInvestor, TodayLink, TodayMandate, TodayResponse, TodaySip } from '@/lib/api/today';
import { can, type TeamRole } from '@/lib/rules/team-roles';
import type { TrackerRow } from '@/lib/tracker/query';

// Today, the tracker and the investor lists render only the actions the signed-in role may do, with the
// permission each action's BFF handler declares (lib/api/action-needs.ts); the handler refuses the rest.

vi.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: () => undefined, push: () => undefined }) }));

const NOW = '2026-03-02T05:30:00.000Z';

const LINK: TodayLink = {
  id: 1, reference: '8100001', investor: 'Ravi Kumar', kindLabel: 'Purchase', scheme: 'ELSS Tax Saver Fund', amount: '1500', units: '',
  expiresAt: '2026-03-02T20:00:00.000Z', link: 'https://fundhouse.test/authorise/8100001', resendsLeft: 2, lastSentAt: NOW, by: { key: '', name: 'Asha Menon' },
};
const SIP: TodaySip = {
  key: 'sip-1', pan: 'ABCPK1234F', investor: 'Ravi Kumar', folio: '1234567', scheme: 'Flexi Cap Fund', amount: 2000, frequency: 'Monthly',
  endDate: '01/04/2026', risks: [], lapsed: false, registeredAs: '',
};
const MANDATE: TodayMandate = {
  key: 'm-1', pan: 'ABCPK1234F', investor: 'Ravi Kumar', folio: '1234567', kind: 'ENACH', bankName: 'State Bank', umrn: 'UMRN1', status: 'Active',
  endDate: '01/04/2026', maxAmount: 10000, headroom: 8000, notes: ['Ends soon'],
};
const INVESTOR: TodayInvestor = {
  pan: 'ABCPK1234F', investor: 'Ravi Kumar', kyc: 'Not compliant', ekycSentAt: null,
  blocks: [
    { code: 'kyc', text: 'KYC is not compliant', severity: 'refuse', fix: 'ekyc', fixLink: { label: 'Send the e-KYC link', href: '/new-transaction/new-investor/ekyc/ABCPK1234F' } },
    { code: 'contact', text: 'No e-mail on record', severity: 'refuse', fix: 'contact-update', fixLink: { label: 'Update the contacts', href: '/new-transaction/nct-type/digital?f=abc' } },
  ],
};
const PENDING_ROW = {
  id: 1, by: { key: '', name: 'Asha Menon' }, kind: 'NEW', kindLabel: 'Purchase', investor: 'Ravi Kumar', pan: 'ABCPK1234F', folio: '', scheme: '', amount: '1500', units: '',
  reference: '8100001', at: NOW, state: 'P', expiresAt: null, reason: '', fix: null, approvedAt: null, effectiveBy: null, effectiveByNote: null, allotment: null,
  link: 'https://fundhouse.test/authorise/8100001', resendsLeft: 2, canReinitiate: false, canOpen: true,
} as TrackerRow;
const EXPIRED_ROW = { ...PENDING_ROW, state: 'E', link: null, canReinitiate: true } as TrackerRow;

const as = (role: TeamRole, node: ReactNode) =>
  renderToStaticMarkup(
    <MemberProvider role={role} member={null}>
      <ToastProvider>{node}</ToastProvider>
    </MemberProvider>,
  );

const links = (role: TeamRole) => as(role, <LinksList links={[LINK]} now={NOW} busy={null} onResend={() => undefined} />);
const sips = (role: TeamRole) => as(role, <SipsList sips={[SIP]} busyPan={null} onTransact={() => undefined} />);
const mandates = (role: TeamRole) => as(role, <MandatesList mandates={[MANDATE]} busyPan={null} onTransact={() => undefined} />);
const investors = (role: TeamRole) => as(role, <InvestorsList investors={[INVESTOR]} fatcaUrl="" busyPan={null} onEkyc={() => undefined} />);
const row = (role: TeamRole, r: TrackerRow) => as(role, <RowActions row={r} busy={null} onAction={() => undefined} />);

/** Today's lists with their bulk toolbars, as the Today page renders them. */
function BulkLists({ data }: { data: TodayResponse }) {
  const bulk = useTodayBulk(data, () => undefined);
  return (
    <>
      <LinksList links={data.links} now={data.now} busy={null} onResend={() => undefined} select={bulk.linkSelect} />
      <InvestorsList investors={data.investors} fatcaUrl="" busyPan={null} onEkyc={() => undefined} select={bulk.investorSelect} />
    </>
  );
}
const today: TodayResponse = { now: NOW, links: [LINK], linksStale: false, sips: [SIP], investors: [INVESTOR], mandates: [MANDATE], partial: false, fatcaUrl: '' };
const bulk = (role: TeamRole) => as(role, <BulkLists data={today} />);

describe("Today's actions by role", () => {
  it('offers a Viewer no resend, only the copy of the link; an Admin and Operations both', () => {
    expect(links('Viewer')).not.toContain('Resend Link');
    expect(links('Viewer')).toContain('Copy Transaction Link');
    expect(links('Admin')).toContain('Resend Link');
    expect(links('Operations')).toContain('Resend Link');
  });

  it('offers Operations the resend but no new transaction: no Transact, new SIP or new mandate', () => {
    expect(links('Operations')).toContain('Resend Link');
    expect(sips('Operations')).not.toContain('Transact');
    expect(sips('Operations')).toContain('View SIPs');
    expect(mandates('Operations')).not.toContain('New mandate');
    expect(sips('Admin')).toContain('Transact');
    expect(mandates('Adviser')).toContain('New mandate');
    expect(as('Operations', <SipsList sips={[{ ...SIP, lapsed: true }]} busyPan={null} onTransact={() => undefined} />)).not.toContain('Start a new SIP');
  });

  it("leaves out a Viewer's e-KYC mail and the fixes on screens that initiate; Operations sends the e-KYC link", () => {
    const viewer = investors('Viewer');
    expect(viewer).toContain('KYC is not compliant');
    expect(viewer).not.toContain('Send e-KYC link');
    expect(viewer).not.toContain('Request contact update');
    expect(viewer).not.toContain('Update the contacts');
    const operations = investors('Operations');
    expect(operations).toContain('Send e-KYC link');
    expect(operations).not.toContain('Request contact update');
    expect(investors('Admin')).toContain('Request contact update');
    expect(investors('Admin')).toContain('Update the contacts');
  });

  it('offers bulk actions only where the role may do one: none to a Viewer, no rows to select', () => {
    const viewer = bulk('Viewer');
    expect(viewer).not.toContain('Resend selected links');
    expect(viewer).not.toContain('selected (');
    expect(viewer).not.toContain('Select all');
    const operations = bulk('Operations');
    expect(operations).toContain('Resend selected links');
    expect(operations).toContain('Send e-KYC link to selected');
    expect(operations).toContain('Request a statement for selected');
  });
});

describe("the tracker's row actions by role", () => {
  it('resends for Operations and the Admin, not for a Viewer; reinitiates only for a role that initiates', () => {
    expect(row('Viewer', PENDING_ROW)).not.toContain('Resend Link');
    expect(row('Viewer', PENDING_ROW)).toContain('Open');
    expect(row('Operations', PENDING_ROW)).toContain('Resend Link');
    expect(row('Admin', PENDING_ROW)).toContain('Resend Link');
    expect(row('Operations', EXPIRED_ROW)).not.toContain('Reinitiate');
    expect(row('Adviser', EXPIRED_ROW)).toContain('Reinitiate');
  });
});

describe('the permissions the actions are shown by', () => {
  it("are the handlers' own: resend for the links, statements for the statements, initiate for new transactions", () => {
    expect(ACTION_NEEDS).toMatchObject({ resendLink: 'resend', sendEkyc: 'resend', requestStatement: 'statements', initiateInvestment: 'initiate', reinitiate: 'initiate' });
    expect(can('Operations', ACTION_NEEDS.selectForStatements)).toBe(true);
    expect(can('Viewer', ACTION_NEEDS.selectForStatements)).toBe(false);
  });
});
