import { z } from 'zod';
import { addMonths, parseDisplayDate, type CalendarDay } from '../../dates';
import { isFuture } from '../../rules/age';
import { APPLICANT_MESSAGES as M, UAE, type Holder } from './new-investor-applicant';
import { fatcaNeededFor, type Residence, UAE_TAX_COUNTRY, uaeLinked, UAE_YEARS } from './new-investor-fatca-fields';

export { UAE_YEARS, uaeLinked, fatcaNeededFor, fatcaNeeded, UAE_TAX_COUNTRY, UAE_TIN_PLACEHOLDER } from './new-investor-fatca-fields';

// The optional FATCA step of the new-investor journey (seed 002 sections 2.3, 3, 4.5 and 5): for each
// holder who is tax resident outside India, the country, identification type and number (checked with
// the registrar's ValidateTIN); for a holder linked with the UAE, the UAE resident's extras and their
// declaration. It appears only when some holder needs it.

const str = z.string().trim().default('');
const yesNo = z.enum(['Yes', 'No']).default('No');

export const fatcaHolderSchema = z.object({
  foreignTaxCountry: str, foreignTaxIdType: str, foreignTaxId: str,
  isUaeResident: yesNo, uaeResidentYears: str, emiratesId: str, visaNo: str, visaExpiry: str,
  occupationInUae: str, occupationDescription: str,
  // A previous occupation in the UAE (PreviousOccuResident and its period, description, business or service, employer's address).
  previousOccupation: yesNo, previousOccupationFrom: str, previousOccupationTo: str, previousOccupationDesc: str,
  previousOccupationKind: z.enum(['', 'Business', 'Service']).default(''), previousEmployerAddress: str,
  isLegalProceedings: yesNo, legalProceedingsDesc: str,
  uaeDeclaration: z.boolean().default(false),
});
export type FatcaHolder = z.output<typeof fatcaHolderSchema>;
export type FatcaHolderInput = z.input<typeof fatcaHolderSchema>;
export const emptyFatcaHolder = (h?: Pick<Holder, 'nationality'>): FatcaHolderInput => ({
  ...fatcaHolderSchema.parse({}), foreignTaxCountry: h?.nationality === UAE ? UAE_TAX_COUNTRY : '',
});

type Add = (field: keyof FatcaHolder, message: string) => void;

/** Past-type dates (seed 002 section 5): up to yesterday; the period ends after it starts. */
function checkPreviousOccupation(f: FatcaHolder, today: CalendarDay, add: Add, need: (field: keyof FatcaHolder, label: string) => boolean): void {
  const past = (field: 'previousOccupationFrom' | 'previousOccupationTo', label: string) => {
    if (!need(field, label)) return null;
    const d = parseDisplayDate(f[field]);
    if (!d || !isFuture(today, d)) {
      add(field, M.invalid(label));
      return null;
    }
    return d;
  };
  const from = past('previousOccupationFrom', 'Previous Occupation Start Date');
  const to = past('previousOccupationTo', 'Previous Occupation End Date');
  if (from && to && isFuture(from, to)) add('previousOccupationTo', M.invalid('Previous Occupation End Date'));
  need('previousOccupationDesc', 'Previous Occupation Description');
  need('previousOccupationKind', 'Previous Occupation Type');
  need('previousEmployerAddress', 'Previous Employer Address');
}

function checkUae(f: FatcaHolder, today: CalendarDay, add: Add, need: (field: keyof FatcaHolder, label: string) => boolean): void {
  if (need('uaeResidentYears', 'Years of UAE Residence') && !(UAE_YEARS as readonly string[]).includes(f.uaeResidentYears)) {
    add('uaeResidentYears', M.invalid('Years of UAE Residence'));
  }
  if (need('emiratesId', 'Emirates ID Number') && !/^784-?\d{4}-?\d{7}-?\d$/.test(f.emiratesId)) add('emiratesId', M.invalid('Emirates ID Number'));
  if (need('visaNo', 'Visa Number') && !/^[A-Za-z0-9/-]{5,20}$/.test(f.visaNo)) add('visaNo', M.invalid('Visa Number'));
  if (need('visaExpiry', 'Visa Expiry Date')) {
    // A future-type date: from today up to ten years ahead.
    const d = parseDisplayDate(f.visaExpiry);
    if (!d || isFuture(today, d) || isFuture(d, addMonths(today, 120))) add('visaExpiry', M.invalid('Visa Expiry Date'));
  }
  need('occupationInUae', 'Occupation in UAE');
  if (f.previousOccupation === 'Yes') checkPreviousOccupation(f, today, add, need);
  if (f.isLegalProceedings === 'Yes') need('legalProceedingsDesc', 'Legal Proceedings Details');
  if (!f.uaeDeclaration) add('uaeDeclaration', M.declaration);
}

function checkFatcaHolder(f: FatcaHolder, h: Residence, today: CalendarDay, add: Add): void {
  const need = (field: keyof FatcaHolder, label: string) => {
    const empty = !String(f[field]).trim();
    if (empty) add(field, M.required(label));
    return !empty;
  };
  if (h.taxResidentElsewhere === 'Yes') {
    need('foreignTaxCountry', 'Country of Tax Residence');
    need('foreignTaxIdType', 'Tax Identification Type');
    if (need('foreignTaxId', 'Tax Identification Number') && !/^[A-Za-z0-9-]{1,30}$/.test(f.foreignTaxId)) add('foreignTaxId', M.invalid('Tax Identification Number'));
  }
  if (uaeLinked(h) && f.isUaeResident === 'Yes') checkUae(f, today, add, need);
}

/** The FATCA step for the applicant's holders (one entry each, in order); holders who need none are not checked. */
export function fatcaSchema(today: CalendarDay, holders: readonly Residence[]) {
  return z.object({ holders: z.array(fatcaHolderSchema).length(holders.length) }).superRefine((form, ctx) => {
    form.holders.forEach((f, i) => {
      const h = holders[i];
      if (h && fatcaNeededFor(h)) checkFatcaHolder(f, h, today, (field, message) => ctx.addIssue({ code: 'custom', path: ['holders', i, field], message }));
    });
  });
}

export type FatcaStepInput = z.input<ReturnType<typeof fatcaSchema>>;
export type FatcaStep = z.output<ReturnType<typeof fatcaSchema>>;
/** What the draft keeps: the form as checked. */
export const fatcaDraftSchema = z.object({ holders: z.array(fatcaHolderSchema).max(3) });
