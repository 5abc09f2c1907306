import {
  amcBranchCities,
  empanelBankByIfsc,
  generateEmpanelOtp,
  pennyDrop,
  registryRecord,
  validateArn,
  validateEmpanelOtp,
} from '../../server/fundhouse/endpoints/empanelment';
import { FAILING_ACCOUNT_SUFFIX } from '../domains/empanelment/empanelment-data';
import { CONTACT_MISMATCH, findIfsc, findRegistry, isEmpanelled, listCities, sameContacts } from '../domains/empanelment/empanelment';
import { checkOtp, issueOtp } from '../otp';
import { refuse, route } from '../router';
import { FUND_CODE } from '../seed/fixtures';
import { registrationRoutes } from './empanelment-registration';
import { AMFI_NO_RECORDS_MESSAGE } from '../../lib/rules/amfi-registry';

// The first half of empanelment as the registrar answers it: ARN checks against its own books and
// the AMFI/KYD registry, the OTP, the IFSC directory, penny-drop and the AMC branch cities. Saving
// and registering are in empanelment-registration.ts.

export const EMPANELMENT_MESSAGES = {
  success: 'Success',
  noRecords: AMFI_NO_RECORDS_MESSAGE,
  alreadyEmpanelled: (arn: string) => `${arn} is already empanelled with us. Please sign in to the portal.`,
  otpSent: 'OTP has been sent to your registered mobile number and email id',
  invalidOtp: 'Invalid OTP',
  otpExpired: 'OTP has expired. Please generate a new OTP.',
  otpLocked: 'Too many wrong attempts. Please generate a new OTP.',
  wrongFund: 'Invalid fund',
  contactMismatch: CONTACT_MISMATCH,
} as const;

/** Why this ARN cannot start empanelment, or null when it can. */
async function arnRefusal(db: Parameters<typeof isEmpanelled>[0], arn: string): Promise<string | null> {
  const code = arn.trim().toUpperCase();
  if (await isEmpanelled(db, code)) return EMPANELMENT_MESSAGES.alreadyEmpanelled(code);
  if (!(await findRegistry(db, code))) return EMPANELMENT_MESSAGES.noRecords;
  return null;
}

const validateArnRoute = route(validateArn, async (params, ctx) => ({
  Dtinformation: [{ Return_Message: (await arnRefusal(ctx.db, params.Arncode)) ?? EMPANELMENT_MESSAGES.success }],
}));

const registryRoute = route(registryRecord, async (params, ctx) => {
  const refusal = await arnRefusal(ctx.db, params.ARNcode);
  const record = await findRegistry(ctx.db, params.ARNcode);
  // The registry answers only to the ARN with its own PAN, so an ARN alone does not reveal the record.
  if (refusal || !record || record.pan !== params.PAN.trim().toUpperCase()) {
    return { DtData: [{ RETURN_MESSAGE: refusal ?? EMPANELMENT_MESSAGES.noRecords }] };
  }
  if (!sameContacts(record, params.Email, params.MobileNo)) return { DtData: [{ RETURN_MESSAGE: EMPANELMENT_MESSAGES.contactMismatch }] };
  return {
    DtData: [
      {
        RETURN_MESSAGE: EMPANELMENT_MESSAGES.success,
        MOBILE_NO1: record.mobile,
        PAN: record.pan,
        ARN_NAME: record.arn_name,
        IFSC_CODE: record.ifsc,
        BANK_NAME: record.bank_name,
        BRANCH_NAME: record.branch_name,
        BANK_CITY: record.bank_city,
        BANK_AC_NO: record.bank_ac_no,
        ADDRESS1: record.address1,
        ADDRESS2: record.address2,
        ADDRESS3: record.address3,
        STATE: record.state,
        pincode: record.pincode,
      },
    ],
  };
});

const generateOtpRoute = route(generateEmpanelOtp, async (params, ctx) => {
  if (params.fund !== FUND_CODE) return refuse(EMPANELMENT_MESSAGES.wrongFund);
  const refusal = await arnRefusal(ctx.db, params.arncode);
  if (refusal) return refuse(refusal);
  const record = await findRegistry(ctx.db, params.arncode);
  if (!record?.mobile || !sameContacts(record, params.email, params.mobile)) return refuse(EMPANELMENT_MESSAGES.contactMismatch);
  await issueOtp(ctx.db, {
    purpose: 'empanelment',
    subject: record.arn,
    mobile: record.mobile,
    email: record.email,
    title: 'Your empanelment OTP',
    now: ctx.clock.now(),
  });
  return { Dtinformation: [{ Return_Message: EMPANELMENT_MESSAGES.otpSent }] };
});

const validateOtpRoute = route(validateEmpanelOtp, async (params, ctx) => {
  const arn = params.arncode.trim().toUpperCase();
  const now = ctx.clock.now();
  const check = await checkOtp(ctx.db, { purpose: 'empanelment', subject: arn }, params.otp, now);
  if (check === 'ok') {
    await ctx.db.query(
      `insert into empanelment_verifications (arn, verified_at) values ($1, $2)
       on conflict (arn) do update set verified_at = excluded.verified_at`,
      [arn, now],
    );
  }
  const result =
    check === 'ok' ? EMPANELMENT_MESSAGES.success
    : check === 'expired' ? EMPANELMENT_MESSAGES.otpExpired
    : check === 'locked' ? EMPANELMENT_MESSAGES.otpLocked
    : EMPANELMENT_MESSAGES.invalidOtp;
  return { Dtinformation: [{ Result: result }] };
});

const bankByIfscRoute = route(empanelBankByIfsc, async (params, ctx) => {
  const branch = await findIfsc(ctx.db, params.ifsc);
  return { Dtinformation: branch ? [{ bankname: branch.bank_name, bankcity: branch.city, bankadd1: branch.branch }] : [] };
});

// Deterministic so tests can choose the outcome: an unknown IFSC or an account number ending in
// 0000 never validates; anything else does. Every attempt is kept, since saving checks them.
const pennyDropRoute = route(pennyDrop, async (params, ctx) => {
  if (params.Fund !== FUND_CODE) return refuse(EMPANELMENT_MESSAGES.wrongFund);
  const branch = await findIfsc(ctx.db, params.IFSC);
  const ok = branch !== null && /^\d{9,18}$/.test(params.AccountNo) && !params.AccountNo.endsWith(FAILING_ACCOUNT_SUFFIX);
  await ctx.db.query(`insert into penny_drops (arn, ifsc, account_no, ok, at) values (upper($1), upper($2), $3, $4, $5)`, [
    params.ApplicationId.trim(), params.IFSC.trim(), params.AccountNo, ok, ctx.clock.now(),
  ]);
  // The answer's shape is what lib/rules/penny-drop.ts (accountValidated) reads as validated.
  const response = ok
    ? { Status: 'Success', Result: { AccountExists: 'Y', NameAtBank: params.InvestorName.toUpperCase(), Message: 'Account validated' } }
    : { Status: 'Failure', Result: { AccountExists: 'N', NameAtBank: '', Message: branch ? 'Account does not exist' : 'Invalid IFSC' } };
  return { Dtinformation: [{ Response: JSON.stringify(response) }] };
});

const citiesRoute = route(amcBranchCities, async (params, ctx) => {
  if (params.fund !== FUND_CODE) return refuse(EMPANELMENT_MESSAGES.wrongFund);
  return { Dtinformation: (await listCities(ctx.db)).map((city) => ({ city })) };
});

export const empanelmentRoutes = [
  validateArnRoute,
  registryRoute,
  generateOtpRoute,
  validateOtpRoute,
  bankByIfscRoute,
  pennyDropRoute,
  citiesRoute,
  ...registrationRoutes,
];
