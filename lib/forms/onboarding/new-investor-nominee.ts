import { z } from 'zod';
import { addMonths, parseDisplayDate, type CalendarDay } from '../../dates';
import { isFuture, isMinorOn } from '../../rules/age';
import { MAX_NOMINEES, shareTotalError } from '../../rules/nominee-shares';
import { PAN_PATTERN } from '../../rules/pan';
import { ADDRESS_MAX, DEFAULT_COUNTRY, LICENCE_MAX, NOMINEE_ID_TYPES, type NomineeIdType } from './new-investor-nominee-fields';

export { NOMINEE_ID_TYPES, type NomineeIdType, DEFAULT_COUNTRY, ADDRESS_MAX, LICENCE_MAX } from './new-investor-nominee-fields';

// The new investor's nominees (seed 002 sections 3, 4.5, 5 "New-investor nominee" and 9): up to ten (SEBI, 2025; the seed's three in ../../rules/regulations.ts),
// required for a single holder unless the investor does not wish to nominate.

export const NOMINEE_DOB_YEARS = 100;

export const NOMINEE_FORM_MESSAGES = {
  name: 'Name is mandatory',
  nameInvalid: 'Enter valid name',
  share: 'Share Percentage is mandatory',
  shareInvalid: 'Share Percentage should be a number from 0 to 100, with at most two decimals',
  relation: 'Relation is mandatory',
  mobile: 'Mobile Number is mandatory',
  mobileInvalid: 'Invalid mobile number',
  email: 'Email is mandatory',
  emailInvalid: 'Invalid Email Address',
  idType: 'ID Type is mandatory',
  idNumber: 'ID Number is mandatory',
  pan: 'Enter valid PAN',
  aadhaar: 'Enter the last 4 digits of the Aadhaar number',
  licence: 'Enter valid driving license',
  passport: 'Enter valid Passport Number',
  passportOnly: 'For a nominee outside India the ID Type must be Passport',
  address: 'Address is mandatory',
  addressLong: (line: number) => `Address ${line} should not exceed ${ADDRESS_MAX[line - 1]} characters`,
  state: 'State is mandatory',
  city: 'City is mandatory',
  country: 'Country is mandatory',
  pincode: 'Pincode is mandatory',
  pincodeInvalid: 'Enter a valid Pincode',
  dob: 'Date of Birth is mandatory',
  dobInvalid: `Date of Birth should be within the last ${NOMINEE_DOB_YEARS} years and not in the future`,
  guardian: 'Guardian Name is mandatory',
  guardianInvalid: 'Enter valid guardian name',
  incapacitationMinor: 'Incapacitation can be given only for an adult nominee',
  incapacitationOne: 'Only one nominee may carry incapacitation',
  incapacitationPercent: 'Incapacitation percentage should be from 1 to 100',
  incapacitationAmount: 'Incapacitation amount should be at least 1',
  required: 'Please add a nominee or tick that the investor does not wish to nominate',
  tooMany: `At most ${MAX_NOMINEES} nominees may be added`,
  sameAsApplicant: 'Nominee name should not be same as the applicant name',
  sameName: 'Nominee names should not be the same',
  sameAsGuardian: "Nominee name should not be same as another nominee's guardian",
  samePan: 'Nominee PAN should not be same as an applicant or joint holder PAN',
  duplicatePan: 'Two nominees should not have the same PAN',
  duplicateLicence: 'Two nominees should not have the same driving license',
  duplicateGuardian: 'Two nominees should not have the same guardian',
} as const;

const M = NOMINEE_FORM_MESSAGES;
const LETTERS = /^[A-Za-z][A-Za-z ]*$/;
const MOBILE = /^[6-9]\d{9}$/;
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
const ID_PATTERNS: Record<NomineeIdType, [RegExp, string]> = {
  PAN: [PAN_PATTERN, M.pan],
  AADHAR: [/^\d{4}$/, M.aadhaar],
  'DRIVING LICENSE': [new RegExp(`^[A-Z0-9 -]{1,${LICENCE_MAX}}$`), M.licence],
  PASSPORT: [/^[A-Z][0-9]{7}$/, M.passport],
};

const text = (message: string, max = 100, long = message) =>
  z.string({ error: message }).trim().min(1, { message, abort: true }).max(max, long);
const optional = (max: number, message: string) => z.string().trim().max(max, message).default('');

export const nomineeSchema = z.object({
  name: text(M.name).regex(LETTERS, M.nameInvalid),
  // Two decimals, as the default split gives them when an even split is not whole (../../rules/nominee-shares.ts).
  sharePercentage: z.coerce.number({ error: M.shareInvalid }).min(0, M.shareInvalid).max(100, M.shareInvalid)
    .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, M.shareInvalid),
  idType: z.enum(NOMINEE_ID_TYPES, { error: M.idType }),
  idNumber: text(M.idNumber, LICENCE_MAX, M.licence).toUpperCase(),
  relation: text(M.relation),
  mobileNumber: text(M.mobile).regex(MOBILE, M.mobileInvalid),
  email: text(M.email).regex(EMAIL, M.emailInvalid),
  address: text(M.address, ADDRESS_MAX[0], M.addressLong(1)),
  address2: optional(ADDRESS_MAX[1], M.addressLong(2)),
  address3: optional(ADDRESS_MAX[2], M.addressLong(3)),
  state: text(M.state),
  city: text(M.city),
  country: text(M.country),
  pinCode: z.string().trim().default(''),
  dob: text(M.dob),
  guardianName: z.string().trim().default(''),
  inCapacitation: z.boolean().default(false),
  inCapacitationAmountorPercentageCheck: z.enum(['Percentage', 'Amount']).default('Percentage'),
  inCapacitationAmount: z.string().trim().default(''),
});

export type NomineeInput = z.input<typeof nomineeSchema>;
export type Nominee = z.output<typeof nomineeSchema>;

export interface NomineeContext {
  today: CalendarDay;
  /** Holders' names and PANs, holder 1 first: a nominee may not be one of them. */
  holders: readonly { name: string; pan: string }[];
  /** A single holder must nominate unless they say they do not wish to. */
  single: boolean;
}

/** A nominee's own rules that depend on other fields or on today; path-relative issues. */
function checkNominee(n: Nominee, today: CalendarDay, add: (path: string, message: string) => void): void {
  const [pattern, message] = ID_PATTERNS[n.idType];
  if (n.country !== DEFAULT_COUNTRY && n.idType !== 'PASSPORT') add('idType', M.passportOnly);
  else if (!pattern.test(n.idNumber)) add('idNumber', message);
  if (n.country === DEFAULT_COUNTRY) {
    if (!n.pinCode) add('pinCode', M.pincode);
    else if (!/^\d{6}$/.test(n.pinCode)) add('pinCode', M.pincodeInvalid);
  }
  const dob = parseDisplayDate(n.dob);
  const earliest = addMonths(today, -12 * NOMINEE_DOB_YEARS);
  if (!dob || isFuture(dob, today) || isFuture(earliest, dob)) return add('dob', M.dobInvalid);
  const minor = isMinorOn(dob, today);
  if (minor && !n.guardianName) add('guardianName', M.guardian);
  else if (minor && !LETTERS.test(n.guardianName)) add('guardianName', M.guardianInvalid);
  if (!n.inCapacitation) return;
  if (minor) return add('inCapacitation', M.incapacitationMinor);
  const amount = Number(n.inCapacitationAmount);
  if (n.inCapacitationAmountorPercentageCheck === 'Percentage' && !(Number.isFinite(amount) && amount >= 1 && amount <= 100)) {
    add('inCapacitationAmount', M.incapacitationPercent);
  } else if (n.inCapacitationAmountorPercentageCheck === 'Amount' && !(Number.isFinite(amount) && amount >= 1)) {
    add('inCapacitationAmount', M.incapacitationAmount);
  }
}

const same = (a: string, b: string) => !!a && a.trim().toUpperCase() === b.trim().toUpperCase();

/** The cross-nominee checks of seed 002 section 5, each reported on the later nominee's field. */
function checkAcross(list: readonly Nominee[], ctx: NomineeContext, add: (path: string, message: string) => void): void {
  const holderName = ctx.holders[0]?.name ?? '';
  list.forEach((n, i) => {
    const earlier = list.slice(0, i);
    if (same(n.name, holderName)) add(`${i}.name`, M.sameAsApplicant);
    else if (earlier.some((o) => same(o.name, n.name))) add(`${i}.name`, M.sameName);
    else if (list.some((o, j) => j !== i && same(o.guardianName, n.name))) add(`${i}.name`, M.sameAsGuardian);
    if (n.idType === 'PAN') {
      if (ctx.holders.some((h) => same(h.pan, n.idNumber))) add(`${i}.idNumber`, M.samePan);
      else if (earlier.some((o) => o.idType === 'PAN' && same(o.idNumber, n.idNumber))) add(`${i}.idNumber`, M.duplicatePan);
    }
    if (n.idType === 'DRIVING LICENSE' && earlier.some((o) => o.idType === 'DRIVING LICENSE' && same(o.idNumber, n.idNumber))) {
      add(`${i}.idNumber`, M.duplicateLicence);
    }
    if (n.guardianName && earlier.some((o) => same(o.guardianName, n.guardianName))) add(`${i}.guardianName`, M.duplicateGuardian);
    if (n.inCapacitation && earlier.some((o) => o.inCapacitation)) add(`${i}.inCapacitation`, M.incapacitationOne);
  });
}

/** The nominee step as a whole, for the holders and the day it is checked on. */
export function nomineeStepSchema(ctx: NomineeContext) {
  return z
    .object({ wishNotToNominate: z.boolean().default(false), nominees: z.array(nomineeSchema).max(MAX_NOMINEES, M.tooMany).default([]) })
    .superRefine((form, z2) => {
      if (form.wishNotToNominate) return;
      const add = (path: string, message: string) =>
        z2.addIssue({ code: 'custom', path: ['nominees', ...path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p))], message });
      if (form.nominees.length === 0) {
        if (ctx.single) z2.addIssue({ code: 'custom', path: ['nominees'], message: M.required });
        return;
      }
      form.nominees.forEach((n, i) => checkNominee(n, ctx.today, (p, m) => add(`${i}.${p}`, m)));
      checkAcross(form.nominees, ctx, add);
      const shares = shareTotalError(form.nominees.map((n) => n.sharePercentage));
      if (shares) z2.addIssue({ code: 'custom', path: ['nominees'], message: shares });
    });
}

export type NomineeStepInput = z.input<ReturnType<typeof nomineeStepSchema>>;
export type NomineeStep = z.output<ReturnType<typeof nomineeStepSchema>>;
