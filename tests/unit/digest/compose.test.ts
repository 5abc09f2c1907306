import { describe, expect, it } from 'vitest';
import type { TodayResponse, TodaySip } from '@/lib/api/today';
import { composeDigest, DIGEST_ROWS } from '@/server/digest/compose';

// The digest mail: the four figures, the first rows of each list with a link into the portal, and
// nothing that identifies an investor's account: no PAN, no whole folio or UMRN.

const PAN = 'BKFPS4821K';
const sip = (n: number): TodaySip => ({
  key: String(n), pan: PAN, investor: `Investor ${n}`, folio: `1023456${n}`, scheme: 'Large Cap Fund', amount: 2500, frequency: 'Monthly',
  endDate: '10/04/2026', risks: [{ code: 'failures', text: '2 of 3 failed instalments' }], lapsed: false, registeredAs: '',
});

const view: TodayResponse = {
  now: '2026-03-10T02:30:00.000Z',
  links: [{ id: 1, reference: '9001', investor: 'Ravi Sharma', kindLabel: 'Additional purchase', scheme: 'Large Cap Fund', amount: '2500', units: '', expiresAt: '2026-03-10T07:50:00.000Z', link: 'https://registrar.example/a?t=secret', resendsLeft: 2, lastSentAt: '2026-03-03T07:50:00.000Z', by: { key: 'holder', name: 'Asha Menon' } }],
  linksStale: false,
  sips: [1, 2, 3, 4, 5].map(sip),
  investors: [{ pan: PAN, investor: 'Pooja Nair', kyc: 'On hold', blocks: [{ code: 'kyc', text: 'KYC on hold at the KRA', severity: 'refuse', fix: 'ekyc', fixLink: null }], ekycSentAt: null }],
  mandates: [{ key: 'm', pan: PAN, investor: 'Farah Khan', folio: '10234999', kind: 'ENACH', bankName: 'HDFC Bank', umrn: 'HDFC7000000012345678', status: 'Active', endDate: '01/05/2026', maxAmount: 5000, headroom: 0, notes: ['Ends on 01/05/2026, in 52 days'] }],
  partial: false,
  fatcaUrl: 'https://investor.fundhouse.example/fatca-update',
};

describe('composeDigest', () => {
  const mail = composeDigest(view, 'https://portal.example.com');

  it('names the day and each list with its count and its link into Today', () => {
    expect(mail.subject).toBe('Your morning digest for 10/03/2026');
    for (const line of ['Links expiring: 1', 'SIPs at risk: 5', 'Investors who cannot transact: 1', 'Mandates to look at: 1']) expect(mail.text).toContain(line);
    for (const anchor of ['today-links', 'today-sips', 'today-investors', 'today-mandates']) expect(mail.text).toContain(`https://portal.example.com/today#${anchor}`);
  });

  it('lists the first rows and counts the rest', () => {
    expect(mail.text).toContain('Investor 3');
    expect(mail.text).not.toContain('Investor 4');
    expect(mail.text).toContain(`… and ${5 - DIGEST_ROWS} more`);
    expect(mail.text).toContain('Ravi Sharma: Additional purchase, Large Cap Fund, ₹2,500; the link stops working in 5 h 20 min');
  });

  it('carries no PAN, whole folio, UMRN or the investor\u2019s own link', () => {
    expect(mail.text).not.toContain(PAN);
    expect(mail.text).not.toContain('10234561');
    expect(mail.text).toContain('XXXX4561');
    expect(mail.text).not.toContain('HDFC7000000012345678');
    expect(mail.text).not.toContain('t=secret');
  });

  it('says which lists the registrar could not give', () => {
    const partial = composeDigest({ ...view, sips: null, mandates: null, partial: true }, 'https://portal.example.com');
    expect(partial.text).toContain('SIPs at risk: not available');
    expect(partial.text).toContain('Mandates to look at: not available');
  });
});
