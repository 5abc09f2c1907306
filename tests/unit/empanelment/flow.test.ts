import { describe, expect, it } from 'vitest';
import { canOpen, type EmpanelmentProgress } from '@/server/services/empanelment-flow';

const basics = { arnCode: 'ARN-990011', pan: 'DADPD9901F', email: 'a@example.com', mobile: '9831045678' };
const registry = {
  name: 'Arjun Das', pan: basics.pan, mobile: basics.mobile, ifsc: 'HDFC0000240', bankName: 'HDFC BANK', branch: 'PARK STREET',
  bankCity: 'KOLKATA', accountNo: '50100234567812', address: '14 Park Street', state: 'West Bengal', pincode: '700016',
};
const bank = {
  choice: 'NO' as const, amcBranch: 'Kolkata', rmName: 'Suresh', ifsc: registry.ifsc, bnkName: registry.bankName,
  bnkAccnum: registry.accountNo, bnkBranch: registry.branch, bnkCity: registry.bankCity, cdsl: '', nsdl: '', flag: 'C' as const,
};

describe('which empanelment step may open', () => {
  const cases: Array<[string, Partial<EmpanelmentProgress>, Record<'bank' | 'nominee' | 'confirmation', boolean>]> = [
    ['nothing yet', {}, { bank: false, nominee: false, confirmation: false }],
    ['OTP sent, not verified', { basics, otpSent: true, verified: false, registry }, { bank: false, nominee: false, confirmation: false }],
    ['verified', { basics, otpSent: true, verified: true, registry }, { bank: true, nominee: false, confirmation: false }],
    ['bank saved', { basics, verified: true, registry, bank }, { bank: true, nominee: true, confirmation: false }],
    ['registered', { result: { ok: true, message: 'done' } }, { bank: false, nominee: false, confirmation: true }],
  ];
  it.each(cases)('%s', (_name, progress, expected) => {
    expect(canOpen(progress, 'bank')).toBe(expected.bank);
    expect(canOpen(progress, 'nominee')).toBe(expected.nominee);
    expect(canOpen(progress, 'confirmation')).toBe(expected.confirmation);
  });
});
