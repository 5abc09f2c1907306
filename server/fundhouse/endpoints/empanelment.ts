import { z } from 'zod';
import { defineEndpoint, looseString, table, wireString } from '../endpoint';

// Distributor empanelment (seed 002 section 7, "Auth and public" and "Empanelment bank and
// registration"). All public: the distributor has no portal account yet. Where the seed leaves a path
// out ("path not shown") the project names it here, once.

const text = z.string().nullable().optional();

/** Is this ARN free to empanel? Anything but 'Success' in Return_Message is a refusal to show. */
export const validateArn = defineEndpoint({
  name: 'validateArn',
  path: '/ValidateArncode_Mirae',
  method: 'GET',
  auth: false,
  params: z.object({ Arncode: z.string().min(1).max(29) }),
  answer: z.object({ Dtinformation: table(z.object({ Return_Message: z.string() })) }),
});

/** The AMFI/KYD registry record of an ARN. A miss answers a row with only RETURN_MESSAGE. */
export const registryRecord = defineEndpoint({
  name: 'registryRecord',
  path: '/CAMSData',
  method: 'GET',
  auth: false,
  params: z.object({
    ARNcode: z.string().min(1).max(29),
    PAN: z.string().min(1).max(10),
    Email: z.string().min(1).max(100),
    MobileNo: z.string().min(1).max(10),
  }),
  answer: z.object({
    DtData: table(
      z.object({
        RETURN_MESSAGE: z.string(),
        MOBILE_NO1: text,
        PAN: text,
        ARN_NAME: text,
        IFSC_CODE: text,
        BANK_NAME: text,
        BRANCH_NAME: text,
        BANK_CITY: text,
        BANK_AC_NO: looseString.nullable().optional(),
        ADDRESS1: text,
        ADDRESS2: text,
        ADDRESS3: text,
        STATE: text,
        pincode: looseString.nullable().optional(),
      }),
    ),
  }),
});

export const generateEmpanelOtp = defineEndpoint({
  name: 'generateEmpanelOtp',
  path: '/GenerateEmpanelOtp',
  method: 'GET',
  auth: false,
  params: z.object({
    arncode: z.string().min(1).max(29),
    mobile: z.string().regex(/^\d{10}$/),
    email: z.string().min(3).max(100),
    fund: wireString,
  }),
  answer: z.object({ Dtinformation: table(z.object({ Return_Message: z.string() })) }),
});

/** Result is 'Success' for a good code; otherwise the reason, shown as is. */
export const validateEmpanelOtp = defineEndpoint({
  name: 'validateEmpanelOtp',
  path: '/ValidateEmpanelOtp',
  method: 'GET',
  auth: false,
  params: z.object({ otp: z.string().regex(/^\d{6}$/), arncode: z.string().min(1).max(29) }),
  answer: z.object({ Dtinformation: table(z.object({ Result: z.string() })) }),
});

/** Bank branch by IFSC (path not shown in the seed). No rows: the IFSC is unknown. */
export const empanelBankByIfsc = defineEndpoint({
  name: 'empanelBankByIfsc',
  path: '/GetBankDetailsByIFSC_Empanelment',
  method: 'GET',
  auth: false,
  params: z.object({ ifsc: z.string().min(1).max(11) }),
  answer: z.object({
    Dtinformation: table(z.object({ bankname: z.string(), bankcity: z.string(), bankadd1: z.string() })),
  }),
});

/** Penny-drop (path not shown). The answer carries a JSON string with Status and Result. */
export const pennyDrop = defineEndpoint({
  name: 'pennyDrop',
  path: '/ValidatePennyDrop',
  method: 'GET',
  auth: false,
  params: z.object({
    IFSC: z.string().min(1).max(11),
    AccountNo: z.string().min(1).max(18),
    MobileNo: z.string().max(10),
    PAN: z.string().max(10),
    InvestorName: z.string().max(100),
    RequestKey: z.string().min(1).max(64),
    RequestType: z.literal('PennyDrop'),
    Consent: z.literal('Y'),
    Fund: wireString,
    ApplicationId: z.string().min(1).max(29),
  }),
  answer: z.object({ Dtinformation: table(z.object({ Response: z.string() })) }),
});

/** What the JSON string in a penny-drop answer holds. */
export const pennyDropResponse = z.object({
  Status: z.string(),
  Result: z.object({ AccountExists: z.string(), NameAtBank: z.string().optional(), Message: z.string().optional() }),
});

/** The cities with an AMC branch (path not shown). */
export const amcBranchCities = defineEndpoint({
  name: 'amcBranchCities',
  path: '/GetAMCBranchCities',
  method: 'GET',
  auth: false,
  params: z.object({ fund: wireString }),
  answer: z.object({ Dtinformation: table(z.object({ city: z.string() })) }),
});

export const saveEmpanelmentDetails = defineEndpoint({
  name: 'saveEmpanelmentDetails',
  path: '/SaveAllDetails_Empanelment',
  method: 'GET',
  auth: false,
  params: z.object({
    nominee_name: z.string().min(1).max(50),
    nominee_add: z.string().min(1).max(150),
    // Not in the seed's list: the form asks for the state, so it travels rather than being dropped.
    nominee_state: z.string().max(50).optional(),
    nominee_city: z.string().min(1).max(50),
    nominee_pin: z.string().regex(/^[1-9]\d{5}$/),
    bnk_name: z.string().min(1).max(50),
    bnk_accno: z.string().min(1).max(18),
    bnk_ifsc: z.string().min(1).max(11),
    branch: z.string().min(1).max(50),
    bnk_city: z.string().min(1).max(50),
    pan: z.string().min(1).max(10),
    email: z.string().min(1).max(100),
    mobile: z.string().min(1).max(10),
    agentcode: z.string().min(1).max(29),
    pennydropflag: z.enum(['Y', 'N', 'C']),
  }),
  answer: z.object({ Dtinformation: table(z.object({ ID: looseString })) }),
});

export const registerAgent = defineEndpoint({
  name: 'registerAgent',
  path: '/Empanelment_AgentRegistration',
  method: 'GET',
  auth: false,
  params: z.object({
    arncode: z.string().min(1).max(29),
    pan: z.string().min(1).max(10),
    email: z.string().min(1).max(100),
    mobile: z.string().min(1).max(10),
    bnk_name: z.string().min(1).max(50),
    bnk_accno: z.string().min(1).max(18),
    CDSL: z.string().max(16),
    NSDL: z.string().max(16),
    bnk_ifsc: z.string().min(1).max(11),
    branch: z.string().min(1).max(50),
    bnk_city: z.string().min(1).max(50),
    AMC_Branch: z.string().min(1).max(50),
    Ihno: wireString,
    rmname: z.string().min(1).max(50),
    pennydropflag: z.enum(['Y', 'N', 'C']),
  }),
  answer: z.object({
    Dtinformation: table(z.object({ Return_Code: looseString, Return_Msg: z.string(), Agent: z.string().nullable().optional() })),
  }),
});
