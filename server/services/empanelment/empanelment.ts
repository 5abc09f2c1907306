import 'server-only';
import {
  amcBranchCities,
  empanelBankByIfsc,
  generateEmpanelOtp,
  registerAgent,
  registryRecord,
  saveEmpanelmentDetails,
  validateArn,
  validateEmpanelOtp,
} from '../../fundhouse/endpoints/empanelment';
import { upstream } from '../../fundhouse/upstream';
import { fieldError, HttpError } from '../../http/handler';
import { nsdlForUpstream } from '@/lib/forms/empanelment/empanelment-bank';
import type { PennyDropFlag } from '@/lib/rules/penny-drop';
import type { EmpanelmentOtpRequest } from '@/lib/forms/empanelment/empanelment-basics';
import { nomineeAddress, type EmpanelmentNominee } from '@/lib/forms/empanelment/empanelment-nominee';
import { CONFIRMATION_FALLBACK_MESSAGE } from '../../fundhouse/errors';
import { pennyDropValidates } from './penny-drop';

// The registrar's empanelment calls, mapped to the portal's own types. Refusals the distributor
// must read leave as HttpError 422 with the registrar's words.

export const FUND = '117';
const SUCCESS = 'Success';
export const REGISTRATION_FALLBACK = CONFIRMATION_FALLBACK_MESSAGE;

/** The AMFI/KYD registry record, as the bank step and the registration need it. */
export interface RegistrySnapshot {
  name: string;
  pan: string;
  mobile: string;
  ifsc: string;
  bankName: string;
  branch: string;
  bankCity: string;
  accountNo: string;
  address: string;
  state: string;
  pincode: string;
}

export interface SavedBank {
  choice: 'NO' | 'YES';
  amcBranch: string;
  rmName: string;
  ifsc: string;
  bnkName: string;
  bnkAccnum: string;
  bnkBranch: string;
  bnkCity: string;
  cdsl: string;
  nsdl: string;
  flag: PennyDropFlag;
}

const refuse = (message: string, field?: string): never => {
  throw field ? fieldError(field, message, 422) : new HttpError(422, { message });
};

/** Refuses an ARN the fund house will not empanel (already empanelled, unknown to AMFI/KYD). */
export async function checkArn(arn: string): Promise<void> {
  const answer = await upstream(validateArn, { Arncode: arn });
  const message = answer.Dtinformation[0]?.Return_Message?.trim() ?? '';
  if (message !== SUCCESS) refuse(message || REGISTRATION_FALLBACK, 'arnCode');
}

export async function fetchRegistry(basics: EmpanelmentOtpRequest): Promise<RegistrySnapshot> {
  const answer = await upstream(registryRecord, {
    ARNcode: basics.arnCode, PAN: basics.pan, Email: basics.email, MobileNo: basics.mobile,
  });
  const row = answer.DtData[0];
  if (!row || row.RETURN_MESSAGE.trim() !== SUCCESS) return refuse(row?.RETURN_MESSAGE.trim() || REGISTRATION_FALLBACK);
  const s = (v: string | null | undefined) => (v ?? '').trim();
  return {
    name: s(row.ARN_NAME), pan: s(row.PAN), mobile: s(row.MOBILE_NO1), ifsc: s(row.IFSC_CODE).toUpperCase(),
    bankName: s(row.BANK_NAME), branch: s(row.BRANCH_NAME), bankCity: s(row.BANK_CITY), accountNo: s(row.BANK_AC_NO),
    address: [row.ADDRESS1, row.ADDRESS2, row.ADDRESS3].map(s).filter(Boolean).join(', '),
    state: s(row.STATE), pincode: s(row.pincode),
  };
}

export async function sendOtp(basics: EmpanelmentOtpRequest): Promise<string> {
  const answer = await upstream(generateEmpanelOtp, { arncode: basics.arnCode, mobile: basics.mobile, email: basics.email, fund: FUND });
  return answer.Dtinformation[0]?.Return_Message ?? '';
}

/** Null when the code is right; otherwise the registrar's reason ('Invalid OTP' and the like). */
export async function checkOtp(arn: string, otp: string): Promise<string | null> {
  const answer = await upstream(validateEmpanelOtp, { otp, arncode: arn });
  const result = answer.Dtinformation[0]?.Result?.trim() ?? '';
  return result === SUCCESS ? null : result || 'Invalid OTP';
}

export interface BankBranch {
  bankName: string;
  bankCity: string;
  branch: string;
}

export async function lookupIfsc(ifsc: string): Promise<BankBranch | null> {
  const answer = await upstream(empanelBankByIfsc, { ifsc });
  const row = answer.Dtinformation[0];
  return row ? { bankName: row.bankname.trim(), bankCity: row.bankcity.trim(), branch: row.bankadd1.trim() } : null;
}

/** Whether the bank confirms the account (Re 1 credited): the penny drop both bank steps make. */
export function validateAccount(input: { ifsc: string; accountNo: string; registry: RegistrySnapshot; arn: string }): Promise<boolean> {
  const r = input.registry;
  return pennyDropValidates({ ifsc: input.ifsc, accountNo: input.accountNo, mobile: r.mobile, pan: r.pan, name: r.name, fund: FUND, applicationId: input.arn });
}

// The list changes rarely; a per-instance copy for ten minutes is safe to lose.
let citiesCache: { at: number; cities: string[] } | null = null;
const CITIES_TTL_MS = 10 * 60_000;

export async function loadCities(now = Date.now()): Promise<string[]> {
  if (citiesCache && now - citiesCache.at < CITIES_TTL_MS) return citiesCache.cities;
  const answer = await upstream(amcBranchCities, { fund: FUND });
  const cities = answer.Dtinformation.map((r) => r.city.trim()).filter(Boolean);
  citiesCache = { at: now, cities };
  return cities;
}

export interface Applicant {
  basics: EmpanelmentOtpRequest;
  bank: SavedBank;
  registry: RegistrySnapshot;
}

/** SaveAllDetails_Empanelment: the application id the registration names. */
export async function saveDetails(a: Applicant, nominee: EmpanelmentNominee): Promise<string> {
  const answer = await upstream(saveEmpanelmentDetails, {
    nominee_name: nominee.nomineeName, nominee_add: nomineeAddress(nominee), nominee_state: nominee.state,
    nominee_city: nominee.city, nominee_pin: nominee.pincode, bnk_name: a.bank.bnkName, bnk_accno: a.bank.bnkAccnum,
    bnk_ifsc: a.bank.ifsc, branch: a.bank.bnkBranch, bnk_city: a.bank.bnkCity, pan: a.basics.pan, email: a.basics.email,
    mobile: a.basics.mobile, agentcode: a.basics.arnCode, pennydropflag: a.bank.flag,
  });
  const id = answer.Dtinformation[0]?.ID?.trim();
  return id || refuse(REGISTRATION_FALLBACK);
}

export interface RegistrationResult {
  ok: boolean;
  message: string;
}

/** Empanelment_AgentRegistration with the saved application id as Ihno. */
export async function registerDistributor(a: Applicant, ihno: string): Promise<RegistrationResult> {
  const answer = await upstream(registerAgent, {
    arncode: a.basics.arnCode, pan: a.basics.pan, email: a.basics.email, mobile: a.basics.mobile,
    bnk_name: a.bank.bnkName, bnk_accno: a.bank.bnkAccnum, CDSL: a.bank.cdsl, NSDL: nsdlForUpstream(a.bank.nsdl),
    bnk_ifsc: a.bank.ifsc, branch: a.bank.bnkBranch, bnk_city: a.bank.bnkCity, AMC_Branch: a.bank.amcBranch,
    Ihno: ihno, rmname: a.bank.rmName, pennydropflag: a.bank.flag,
  });
  const row = answer.Dtinformation[0];
  if (!row) return { ok: false, message: REGISTRATION_FALLBACK };
  if (row.Return_Code.trim() === '0') {
    return { ok: true, message: `${row.Agent?.trim() || a.basics.arnCode}-${a.registry.name} - has been registered successfully` };
  }
  return { ok: false, message: row.Return_Msg.trim() || REGISTRATION_FALLBACK };
}
