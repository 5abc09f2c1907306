import { describe, expect, it } from 'vitest';
import { empanelmentJourney, type EmpanelmentStep } from '@/lib/journeys/empanelment';
import { detourFor, mayVisit } from '@/lib/journeys/progress';
import type { EmpanelmentProgress } from '@/server/services/empanelment/empanelment-flow';

const basics = { arnCode: 'ARN-990011', pan: 'DADPD9901F', email: 'a@example.com', mobile: '9831045678' };
const registry = {
  name: 'Arjun Das', pan: basics.pan, mobile: basics.mobile, ifsc: 'HDFC0000240', bankName: 'HDFC BANK', branch: 'PARK STREET',
  bankCity: 'KOLKATA', accountNo: '50100234567812', address: '14 Park Street', state: 'West Bengal', pincode: '700016',
};
const bank = {
  choice: 'NO' as const, amcBranch: 'Kolkata', rmName: 'Suresh', ifsc: registry.ifsc, bnkName: registry.bankName,
  bnkAccnum: registry.accountNo, bnkBranch: registry.branch, bnkCity: registry.bankCity, cdsl: '', nsdl: '', flag: 'C' as const,
};

type Later = Exclude<EmpanelmentStep, 'basic-details'>;
const START = '/distributor-empanellement';

describe('which empanelment step may open', () => {
  const cases: Array<[string, Partial<EmpanelmentProgress>, Record<Later, boolean>]> = [
    ['nothing yet', {}, { 'bank-details': false, 'nominee-details': false, confirmation: false }],
    ['OTP sent, not verified', { basics, otpSent: true, verified: false, registry }, { 'bank-details': false, 'nominee-details': false, confirmation: false }],
    ['verified', { basics, otpSent: true, verified: true, registry }, { 'bank-details': true, 'nominee-details': false, confirmation: false }],
    ['bank saved', { basics, verified: true, registry, bank }, { 'bank-details': true, 'nominee-details': true, confirmation: false }],
    ['registered', { result: { ok: true, message: 'done' } }, { 'bank-details': false, 'nominee-details': false, confirmation: true }],
    ['refused', { basics, verified: true, registry, bank, result: { ok: false, message: 'no' } }, { 'bank-details': true, 'nominee-details': true, confirmation: true }],
  ];
  it.each(cases)('%s', (_name, progress, expected) => {
    for (const step of Object.keys(expected) as Later[]) expect(mayVisit(empanelmentJourney, step, progress)).toBe(expected[step]);
    expect(mayVisit(empanelmentJourney, 'basic-details', progress)).toBe(true);
  });

  it('sends a visitor who skipped ahead to the first unfinished step', () => {
    expect(detourFor(empanelmentJourney, 'nominee-details', {})).toBe(START);
    expect(detourFor(empanelmentJourney, 'nominee-details', { basics, verified: true, registry })).toBe(`${START}/bank-details`);
    expect(detourFor(empanelmentJourney, 'confirmation', { basics, verified: true, registry, bank })).toBe(`${START}/nominee-details`);
    // A finished registration keeps only its outcome: the steps before it start again from the beginning.
    expect(detourFor(empanelmentJourney, 'bank-details', { result: { ok: true, message: 'done' } })).toBe(START);
    expect(detourFor(empanelmentJourney, 'bank-details', { basics, verified: true, registry })).toBeNull();
  });
});
