import { kycDetails, panCheck, tinCountries, tinIdentityTypes, validateTin } from '../../server/fundhouse/endpoints/new-investor';
import { kycRecord, panRecord, type PanRecord } from '../domains/onboarding/new-investor';
import { TIN_COUNTRIES } from '../domains/onboarding/new-investor-data';
import { refuse, route, signedIn } from '../router';
import { FUND_CODE } from '../seed/fixtures';

// The applicant checks of a new investor: KYC details from the KRA, the PAN check against the Income
// Tax record, and the tax-identification numbers of holders who are tax resident elsewhere.

export const NEW_INVESTOR_CHECK_MESSAGES = {
  wrongFund: 'Invalid fund',
  panNotFound: 'PAN does not exist in the Income Tax Department records',
  notLinked: 'PAN is not linked with Aadhaar',
  tinValid: 'Valid TIN',
  tinCountry: 'Tax identification is not available for this country',
  tinType: 'Invalid identification type for this country',
  tinFormat: (type: string) => `The ${type} entered is not in the valid format`,
  tinFailed: 'TIN validation failed',
} as const;

const M = NEW_INVESTOR_CHECK_MESSAGES;

const kycDetailsRoute = route(kycDetails, async (params, ctx) => {
  signedIn(ctx);
  const r = await kycRecord(ctx.db, params.pan);
  if (!r) return { DtData: [] };
  return {
    DtData: [
      {
        name1: r.name, add1: r.address, city: r.city, country: r.country, pin: r.pincode, app_pangno: r.pan, app_occ: r.occupation,
        dob: `/Date(${Date.parse(`${r.dob}T00:00:00+05:30`)})/`, email: r.email, mobile: r.mobile, app_cat: r.category, state: r.state,
      },
    ],
  };
});

const words = (s: string) => s.trim().replace(/\s+/g, ' ').toUpperCase();
/** MM/DD/YYYY → YYYY-MM-DD, or '' when it is not that form. */
function isoOf(upstream: string): string {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(upstream.trim());
  return m ? `${m[3]}-${m[1]}-${m[2]}` : '';
}

interface HolderOutcome {
  panFlag: 'Y' | 'N';
  remarks: string;
  nameMatch: 'Y' | 'N';
  dobMatch: 'Y' | 'N';
}

/** A holder left out (no PAN) passes; a PAN without a record fails on the PAN alone, not on its name. */
async function checkHolder(db: Parameters<typeof panRecord>[0], pan: string, name: string, dob: string, withPas: boolean) {
  if (!pan.trim()) return { record: null, outcome: { panFlag: 'Y', remarks: '', nameMatch: 'Y', dobMatch: 'Y' } as HolderOutcome };
  const record: PanRecord | null = await panRecord(db, pan);
  if (!record) return { record, outcome: { panFlag: 'N', remarks: M.panNotFound, nameMatch: 'Y', dobMatch: 'Y' } as HolderOutcome };
  const linked = withPas || record.aadhaarLinked;
  const outcome: HolderOutcome = {
    panFlag: linked ? 'Y' : 'N',
    remarks: linked ? '' : M.notLinked,
    nameMatch: words(record.name) === words(name) ? 'Y' : 'N',
    dobMatch: !record.dob || !dob || record.dob === isoOf(dob) ? 'Y' : 'N',
  };
  return { record, outcome };
}

const panCheckRoute = route(panCheck, async (p, ctx) => {
  signedIn(ctx);
  if (p.Fund !== FUND_CODE) return refuse(M.wrongFund);
  // The primary holder's Aadhaar link is reported as PAS, the others' with their PAN flag.
  const primary = await checkHolder(ctx.db, p.Pan, p.PanName, p.PanDOB, true);
  const pasOk = !primary.record || primary.record.aadhaarLinked;
  const [jh1, jh2, guardian] = await Promise.all([
    checkHolder(ctx.db, p.JH1Pan, p.JH1Name, p.JH1DOB, false),
    checkHolder(ctx.db, p.JH2Pan, p.JH2Name, p.JH2DOB, false),
    checkHolder(ctx.db, p.GuardianPan, p.GuardianName, p.GuardianDOB, false),
  ]);
  const a = primary.outcome;
  const flags = [pasOk, a, jh1.outcome, jh2.outcome, guardian.outcome].flatMap((o) =>
    typeof o === 'boolean' ? [o] : [o.panFlag === 'Y', o.nameMatch === 'Y', o.dobMatch === 'Y'],
  );
  return {
    DtData: [
      {
        Transaction_allow: flags.every(Boolean) ? 'Y' : 'N',
        PASFlag: pasOk ? 'Y' : 'N',
        PASRemarks: pasOk ? '' : M.notLinked,
        PANFlag: a.panFlag,
        PANRemarks: a.remarks,
        PanNameMatch: a.nameMatch,
        PanDOBMatch: a.dobMatch,
        JH1PANFlag: jh1.outcome.panFlag,
        JH1PANRemarks: jh1.outcome.remarks,
        JH1NameMatch: jh1.outcome.nameMatch,
        JH1DOBMatch: jh1.outcome.dobMatch,
        JH2PANFlag: jh2.outcome.panFlag,
        JH2PANRemarks: jh2.outcome.remarks,
        JH2NameMatch: jh2.outcome.nameMatch,
        JH2DOBMatch: jh2.outcome.dobMatch,
        GuardianPANFlag: guardian.outcome.panFlag,
        GuardianPANRemarks: guardian.outcome.remarks,
        GuardianNameMatch: guardian.outcome.nameMatch,
        GuardianDOBMatch: guardian.outcome.dobMatch,
      },
    ],
  };
});

const tinCountriesRoute = route(tinCountries, async (_p, ctx) => {
  signedIn(ctx);
  return { resData: TIN_COUNTRIES.map((c) => ({ countryName: c.name, countryCode: c.code })) };
});

const tinTypesRoute = route(tinIdentityTypes, async (p, ctx) => {
  signedIn(ctx);
  const country = TIN_COUNTRIES.find((c) => c.code === p.CountryCode.trim().toUpperCase());
  return { resData: (country?.types ?? []).map((t) => ({ identificationType: t.name, idTypeCode: t.code })) };
});

const validateTinRoute = route(validateTin, async (p, ctx) => {
  signedIn(ctx);
  const country = TIN_COUNTRIES.find((c) => c.code === p.CountryCode.trim().toUpperCase());
  const type = country?.types.find((t) => t.code === p.IdTypeCode.trim().toUpperCase());
  const failed = (code: string, message: string) => ({ statusCode: code, responseModel: [{ resMessage: message }], statusMessage: M.tinFailed });
  if (!country) return failed('404', M.tinCountry);
  if (!type) return failed('400', M.tinType);
  if (!new RegExp(type.pattern).test(p.TINNo.trim().toUpperCase())) return failed('422', M.tinFormat(type.name));
  return { statusCode: '200', responseModel: [{ resMessage: M.tinValid }], statusMessage: M.tinValid };
});

export const newInvestorRoutes = [kycDetailsRoute, panCheckRoute, tinCountriesRoute, tinTypesRoute, validateTinRoute];
