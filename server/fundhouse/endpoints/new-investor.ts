import { z } from 'zod';
import { defineEndpoint, table, wireString } from '../endpoint';

// The new-investor applicant checks (seed 002 section 7, "New investor" and "e-KYC"): the KRA's KYC
// details that fill the form, the PAN check (Wrappermethod) and the tax-identification number lists
// and validation for a holder who is tax resident elsewhere.

const text = z.string().nullable().optional();

/** The KRA's KYC record (address and details) of a registered PAN, seed 000's /Ktrack_GetKYCaddress; no rows when there is none (the form then keeps India defaults). */
export const kycDetails = defineEndpoint({
  name: 'kycDetails',
  path: '/Ktrack_GetKYCaddress',
  method: 'GET',
  auth: true,
  params: z.object({ pan: z.string().min(1).max(10) }),
  answer: z.object({
    DtData: table(
      z.object({
        name1: z.string(),
        add1: text,
        city: text,
        country: text,
        pin: text,
        app_pangno: z.string(),
        app_occ: text,
        /** The serialised date form, /Date(ms)/. */
        dob: text,
        email: text,
        mobile: text,
        app_cat: text,
        state: text,
      }),
    ),
  }),
});

const flag = z.enum(['Y', 'N']);
const opt = (max: number) => z.string().max(max).default('');

/**
 * The PAN check before a new investor's application: each holder's and the guardian's PAN against the
 * Income Tax record (PAS: linked with Aadhaar; PAN: exists), the names and dates of birth compared.
 * Dates are MM/DD/YYYY. Transaction_allow N carries every failure in its flags and remarks.
 */
export const panCheck = defineEndpoint({
  name: 'panCheck',
  path: '/Wrappermethod',
  method: 'GET',
  auth: true,
  params: z.object({
    Pan: z.string().min(1).max(10),
    PanName: z.string().min(1).max(100),
    PanDOB: z.string().max(10),
    JH1Pan: opt(10),
    JH1Name: opt(100),
    JH1DOB: opt(10),
    JH2Pan: opt(10),
    JH2Name: opt(100),
    JH2DOB: opt(10),
    GuardianPan: opt(10),
    GuardianName: opt(100),
    GuardianDOB: opt(10),
    TrxnType: z.literal('New'),
    Acno: z.literal('0'),
    Branch: z.string(),
    Fund: wireString,
    invStatus1: z.string().default(''),
    invStatus2: z.string().default(''),
    invStatus3: z.string().default(''),
  }),
  answer: z.object({
    DtData: table(
      z.object({
        Transaction_allow: flag,
        PASFlag: flag,
        PASRemarks: z.string(),
        PANFlag: flag,
        PANRemarks: z.string(),
        PanNameMatch: flag,
        PanDOBMatch: flag,
        JH1PANFlag: flag,
        JH1PANRemarks: z.string(),
        JH1NameMatch: flag,
        JH1DOBMatch: flag,
        JH2PANFlag: flag,
        JH2PANRemarks: z.string(),
        JH2NameMatch: flag,
        JH2DOBMatch: flag,
        GuardianPANFlag: flag,
        GuardianPANRemarks: z.string(),
        GuardianNameMatch: flag,
        GuardianDOBMatch: flag,
      }),
    ),
  }),
});

export const tinCountries = defineEndpoint({
  name: 'tinCountries',
  path: '/TINcountryList',
  method: 'GET',
  auth: true,
  params: z.object({}),
  answer: z.object({ resData: table(z.object({ countryName: z.string(), countryCode: z.string() })) }),
});

export const tinIdentityTypes = defineEndpoint({
  name: 'tinIdentityTypes',
  path: '/GetTINIdentityTypes',
  method: 'GET',
  auth: true,
  params: z.object({ CountryCode: z.string().min(2).max(3) }),
  answer: z.object({ resData: table(z.object({ identificationType: z.string(), idTypeCode: z.string() })) }),
});

/** statusCode '200' means the number is valid for the country and id type; otherwise responseModel says why. */
export const validateTin = defineEndpoint({
  name: 'validateTin',
  path: '/ValidateTIN',
  method: 'GET',
  auth: true,
  params: z.object({ CountryCode: z.string().min(2).max(3), IdTypeCode: z.string().min(1), TINNo: z.string().min(1).max(30), TINFormat: z.literal('Individuals') }),
  answer: z.object({
    statusCode: z.string(),
    responseModel: z.array(z.object({ resMessage: z.string() })).default([]),
    statusMessage: z.string(),
  }),
});
