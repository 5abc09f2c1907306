import { describe, expect, it } from 'vitest';
import { buildTrail } from '@/lib/breadcrumbs';
import { investorTypeHref, investorTypeState } from '@/lib/drilldowns/investor-types';
import { pageNumber } from '@/lib/drilldowns/paging';
import { sipListFor, sipSummaryHref, sipTab, sipView } from '@/lib/drilldowns/sip-summary';
import { LINK_COPIED_MESSAGE, reinitiatedMessage, transactionSummaryHref, transactionTab } from '@/lib/drilldowns/transactions';

const q = (text: string) => new URLSearchParams(text);

describe('transaction summary route state', () => {
  it('reads ?tab=P|A|E, pending by default', () => {
    expect(transactionTab('A')).toBe('A');
    expect(transactionTab('e')).toBe('E');
    expect(transactionTab(null)).toBe('P');
    expect(transactionTab('X')).toBe('P');
    expect(transactionSummaryHref('E')).toBe('/dashboard/transaction-summary?tab=E');
  });

  it('has the seed’s messages', () => {
    expect(reinitiatedMessage('5100001')).toBe('Successfully Reinitiated Transaction with transaction number 5100001');
    expect(LINK_COPIED_MESSAGE).toBe('Link copied successfully');
  });
});

describe('SIP summary route state', () => {
  it('maps tab and sub-button to one upstream list', () => {
    expect(sipListFor(sipTab('SIP_expired_next_month'), sipView(null))).toBe('NEXTMONTH');
    expect(sipListFor(sipTab('sip_closed_this_month'), sipView('CWOS'))).toBe('CLOSED');
    expect(sipListFor(sipTab('Sip_Investments'), sipView(null))).toBe('CWS');
    expect(sipListFor(sipTab('Sip_Investments'), sipView('cwos'))).toBe('CWOS');
    expect(sipTab('nonsense')).toBe('SIP_expired_next_month');
  });

  it('writes the sub-button only on SIP investments', () => {
    expect(sipSummaryHref('Sip_Investments', 'CWOS')).toBe('/dashboard/SipSummaryTypes?tab=Sip_Investments&view=CWOS');
    expect(sipSummaryHref('SIP_Closed_this_month', 'CWOS')).toBe('/dashboard/SipSummaryTypes?tab=SIP_Closed_this_month');
  });
});

describe('investor-type route state', () => {
  it('reads tab, fund and type with safe defaults', () => {
    expect(investorTypeState(q('tab=Active&fund=120&type=SIP_SUMMARY'))).toEqual({ tab: 'Active', fund: '120', type: 'SIP_SUMMARY' });
    expect(investorTypeState(q('tab=inactive'))).toEqual({ tab: 'Inactive', fund: null, type: 'AUM_SUMMARY' });
    expect(investorTypeState(q('tab=Gone&fund=1%3B2&type=x'))).toEqual({ tab: 'New', fund: null, type: 'AUM_SUMMARY' });
  });

  it('round-trips through its address', () => {
    const href = investorTypeHref({ tab: 'Inactive', fund: '117', type: 'AUM_SUMMARY' });
    expect(href).toBe('/dashboard/investorType?tab=Inactive&fund=117&type=AUM_SUMMARY');
    expect(investorTypeState(new URL(href, 'http://x').searchParams)).toEqual({ tab: 'Inactive', fund: '117', type: 'AUM_SUMMARY' });
  });
});

describe('paging and breadcrumbs', () => {
  it('takes a page number only when it is a whole positive number', () => {
    expect(pageNumber('3')).toBe(3);
    expect(pageNumber('0')).toBe(1);
    expect(pageNumber('2.5')).toBe(1);
    expect(pageNumber(undefined)).toBe(1);
    expect(pageNumber('1e9')).toBe(1);
  });

  it('leads the drill-downs back to the dashboard, and gives the dashboard itself no trail', () => {
    expect(buildTrail('/dashboard')).toEqual([]);
    expect(buildTrail('/dashboard/transaction-summary?tab=E')).toEqual([{ title: 'Dashboard', href: '/dashboard' }, { title: 'Transaction Summary' }]);
    expect(buildTrail('/dashboard/SipSummaryTypes')).toEqual([{ title: 'Dashboard', href: '/dashboard' }, { title: 'SIP Summary' }]);
    expect(buildTrail('/dashboard/investorType')).toEqual([{ title: 'Dashboard', href: '/dashboard' }, { title: 'Investors by type' }]);
  });

  it('gives /settings a trail like its neighbours', () => {
    expect(buildTrail('/settings')).toEqual([{ title: 'Profile settings' }]);
  });
});
