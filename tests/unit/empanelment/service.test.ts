import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  empanelBankByIfsc,
  pennyDrop,
  registerAgent,
  registryRecord,
  saveEmpanelmentDetails,
  validateArn,
  validateEmpanelOtp,
} from '@/server/fundhouse/endpoints/empanelment';

// The service's reading of the registrar's answers, with the upstream call replaced by scripted answers.
vi.mock('@/server/fundhouse/upstream', async () => (await import('../support/scripted-upstream')).upstreamModule());
const { upstream } = await import('../support/scripted-upstream');

const { checkArn, checkOtp, fetchRegistry, lookupIfsc, registerDistributor, saveDetails, validateAccount, REGISTRATION_FALLBACK } =
  await import('@/server/services/empanelment/empanelment');
const { HttpError } = await import('@/server/http/handler');

const basics = { arnCode: 'ARN-990011', pan: 'DADPD9901F', email: 'a@example.com', mobile: '9831045678' };
const registry = {
  name: 'Arjun Das', pan: basics.pan, mobile: basics.mobile, ifsc: 'HDFC0000240', bankName: 'HDFC BANK', branch: 'PARK STREET',
  bankCity: 'KOLKATA', accountNo: '50100234567812', address: '', state: '', pincode: '',
};
const bank = {
  choice: 'NO' as const, amcBranch: 'Kolkata', rmName: 'Suresh', ifsc: registry.ifsc, bnkName: registry.bankName,
  bnkAccnum: registry.accountNo, bnkBranch: registry.branch, bnkCity: registry.bankCity, cdsl: '', nsdl: '', flag: 'C' as const,
};
const applicant = { basics, bank, registry };

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (err) {
    if (err instanceof HttpError) return { status: err.status, ...err.body };
    throw err;
  }
  throw new Error('expected a refusal');
}

beforeEach(() => upstream.reset());

describe('empanelment service', () => {
  it('passes an ARN with Success and shows any other Return_Message, on the ARN field', async () => {
    upstream.answer(validateArn, { Dtinformation: [{ Return_Message: 'Success' }] });
    await expect(checkArn('ARN-990011')).resolves.toBeUndefined();
    upstream.answer(validateArn, { Dtinformation: [{ Return_Message: 'ARN-112233 is already empanelled with us.' }] });
    expect(await refusal(checkArn('ARN-112233'))).toEqual({
      status: 422,
      message: 'ARN-112233 is already empanelled with us.',
      fieldErrors: { arnCode: 'ARN-112233 is already empanelled with us.' },
    });
  });

  it('shows the registry RETURN_MESSAGE when there is no record', async () => {
    const noRecords = 'No records available with AMFI/KYD for the given ARN Number, Kindly provide Valid ARN to proceed further';
    upstream.answer(registryRecord, { DtData: [{ RETURN_MESSAGE: noRecords }] });
    expect(await refusal(fetchRegistry(basics))).toEqual({ status: 422, message: noRecords });
    upstream.answer(registryRecord, { DtData: [{ RETURN_MESSAGE: 'Success', ARN_NAME: 'Arjun Das', IFSC_CODE: 'hdfc0000240', BANK_AC_NO: 50100234567812 }] });
    expect(await fetchRegistry(basics)).toMatchObject({ name: 'Arjun Das', ifsc: 'HDFC0000240', accountNo: '50100234567812', bankName: '' });
  });

  it('reads the OTP Result: Success passes, anything else is the reason, empty is Invalid OTP', async () => {
    upstream.answer(validateEmpanelOtp, { Dtinformation: [{ Result: 'Success' }] });
    expect(await checkOtp('ARN-990011', '123456')).toBeNull();
    upstream.answer(validateEmpanelOtp, { Dtinformation: [{ Result: 'Invalid OTP' }] });
    expect(await checkOtp('ARN-990011', '123456')).toBe('Invalid OTP');
    upstream.answer(validateEmpanelOtp, { Dtinformation: [] });
    expect(await checkOtp('ARN-990011', '123456')).toBe('Invalid OTP');
  });

  it('maps the IFSC lookup, no rows meaning unknown', async () => {
    upstream.answer(empanelBankByIfsc, { Dtinformation: [{ bankname: 'AXIS BANK', bankcity: 'BENGALURU', bankadd1: 'MG ROAD' }] });
    expect(await lookupIfsc('UTIB0000009')).toEqual({ bankName: 'AXIS BANK', bankCity: 'BENGALURU', branch: 'MG ROAD' });
    upstream.answer(empanelBankByIfsc, { Dtinformation: [] });
    expect(await lookupIfsc('ABCD0123456')).toBeNull();
  });

  it('counts only a readable successful penny-drop as validated', async () => {
    const with_ = (Response: string) => upstream.answer(pennyDrop, { Dtinformation: [{ Response }] });
    const call = () => validateAccount({ ifsc: 'UTIB0000009', accountNo: '912010012345678', registry, arn: basics.arnCode });
    with_(JSON.stringify({ Status: 'Success', Result: { AccountExists: 'Y' } }));
    expect(await call()).toBe(true);
    with_(JSON.stringify({ Status: 'Failure', Result: { AccountExists: 'N' } }));
    expect(await call()).toBe(false);
    with_('not json');
    expect(await call()).toBe(false);
  });

  it('needs an ID from the save', async () => {
    const nominee = { nomineeName: 'Rina', nomineeAdd1: 'A', nomineeAdd2: 'B', nomineeAdd3: '', state: 'Delhi', city: 'Delhi', pincode: '110001' };
    upstream.answer(saveEmpanelmentDetails, { Dtinformation: [{ ID: 42 }] });
    expect(await saveDetails(applicant, nominee)).toBe('42');
    upstream.answer(saveEmpanelmentDetails, { Dtinformation: [] });
    expect(await refusal(saveDetails(applicant, nominee))).toEqual({ status: 422, message: 'Something Went Wrong Please Try Again Later.' });
  });

  it('words the registration outcome as the seed does', async () => {
    upstream.answer(registerAgent, { Dtinformation: [{ Return_Code: 0, Return_Msg: 'ok', Agent: 'ARN-990011' }] });
    expect(await registerDistributor(applicant, '42')).toEqual({ ok: true, message: 'ARN-990011-Arjun Das - has been registered successfully' });
    upstream.answer(registerAgent, { Dtinformation: [{ Return_Code: '1', Return_Msg: 'ARN-990011 is already empanelled with us.' }] });
    expect(await registerDistributor(applicant, '42')).toEqual({ ok: false, message: 'ARN-990011 is already empanelled with us.' });
    upstream.answer(registerAgent, { Dtinformation: [] });
    expect(await registerDistributor(applicant, '42')).toEqual({ ok: false, message: REGISTRATION_FALLBACK });
    expect(REGISTRATION_FALLBACK).toBe('Something Went Wrong Please Try Again Later.');
  });
});
