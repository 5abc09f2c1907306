// The stable people of the sandbox. The README, the contract tests and the end-to-end tests name
// them, so change a value here only together with everything that relies on it.

import type { KycStatus } from '../../lib/rules/kyc-validation';
import type { NominationChoice } from '../../lib/rules/nomination';

export const SEED_NUMBER = 117_2026;

/** Every seeded account signs in with this password. */
export const DEMO_PASSWORD = 'Demo@2026';

export const FUND_CODE = '117';

export type AccountStatus = 'active' | 'expired' | 'not-empanelled';

export interface DistributorFixture {
  userId: string;
  arn: string;
  name: string;
  /** The transaction-enable flag: N gives the full portal, anything else New Transaction only. */
  flag: 'N' | 'Y';
  status: AccountStatus;
  city: string;
  mobile: string;
  email: string;
  pan: string;
}

export const DEMO = {
  userId: 'demo@dit.test',
  arn: 'ARN-112233',
  name: 'Asha Menon',
  flag: 'N',
  status: 'active',
  city: 'Kochi',
  mobile: '9847012345',
  email: 'demo@dit.test',
  pan: 'AKLPM4521D',
} as const satisfies DistributorFixture;

export const TXN = {
  userId: 'txn@dit.test',
  arn: 'ARN-445566',
  name: 'Vikram Rao',
  flag: 'Y',
  status: 'active',
  city: 'Bengaluru',
  mobile: '9880123456',
  email: 'txn@dit.test',
  pan: 'BVRPR6612K',
} as const satisfies DistributorFixture;

export const EXPIRED = {
  userId: 'expired@dit.test',
  arn: 'ARN-778899',
  name: 'Neha Joshi',
  flag: 'N',
  status: 'expired',
  city: 'Pune',
  mobile: '9822098765',
  email: 'expired@dit.test',
  pan: 'CNJPJ7781E',
} as const satisfies DistributorFixture;

export const NOT_EMPANELLED = {
  userId: 'notempanelled@dit.test',
  arn: 'ARN-990011',
  name: 'Arjun Das',
  flag: 'N',
  status: 'not-empanelled',
  city: 'Kolkata',
  mobile: '9831045678',
  email: 'notempanelled@dit.test',
  pan: 'DADPD9901F',
} as const satisfies DistributorFixture;

/** Full portal (flag N) with an empty book: the dashboard's first visit and its empty states. */
export const FRESH = {
  userId: 'fresh@dit.test',
  arn: 'ARN-201914',
  name: 'Kavya Iyer',
  flag: 'N',
  status: 'active',
  city: 'Chennai',
  mobile: '9841020191',
  email: 'fresh@dit.test',
  pan: 'CKIPI2019H',
} as const satisfies DistributorFixture;

// New accounts go at the end: each one draws its password salt from the same stream in this order.
export const DISTRIBUTORS: readonly DistributorFixture[] = [DEMO, TXN, EXPIRED, NOT_EMPANELLED, FRESH];

export type TaxStatus = 'Individual' | 'NRI' | 'Company';

export interface InvestorFixture {
  pan: string;
  name: string;
  mobile: string;
  email: string;
  /** ISO date. */
  dob: string;
  kyc: 'Y' | 'N';
  fatca: 'Y' | 'N';
  taxStatus: TaxStatus;
  /** The ARNs whose book holds this investor; empty means no distributor has them. */
  books: readonly string[];
  /** What the KRA answers for this PAN (KYCBlock N means registered, not blocked). */
  kycBlock: 'Y' | 'N';
  /** Whether the fund house already holds an investor record; false means only the KRA knows the PAN. */
  master: boolean;
  /**
   * What the registrar holds beyond the master (sandbox/domains/investors/compliance.ts), for the investors its
   * refusals are shown with; absent: the KRA's status follows kycBlock, a full KYC, nominees declared.
   */
  registrar?: { kycStatus?: KycStatus; otpEkyc?: boolean; nomination?: NominationChoice };
}

export const RAVI = {
  pan: 'BKFPS4821K',
  name: 'Ravi Sharma',
  mobile: '9876543210',
  email: 'ravi.sharma@example.com',
  dob: '1984-06-14',
  kyc: 'Y',
  fatca: 'Y',
  taxStatus: 'Individual',
  books: [DEMO.arn],
  kycBlock: 'N',
  master: true,
} as const satisfies InvestorFixture;

export const MEERA = {
  pan: 'CQWPM7310L',
  name: 'Meera Nair',
  mobile: '9895011223',
  email: 'meera.nair@example.com',
  dob: '1990-02-03',
  kyc: 'Y',
  fatca: 'N',
  taxStatus: 'Individual',
  books: [DEMO.arn],
  kycBlock: 'N',
  master: true,
} as const satisfies InvestorFixture;

export const FARAH = {
  pan: 'EZTPR5532M',
  name: 'Farah Khan',
  mobile: '9820334455',
  email: 'farah.khan@example.com',
  dob: '1979-11-21',
  kyc: 'Y',
  fatca: 'Y',
  taxStatus: 'Individual',
  books: [TXN.arn],
  kycBlock: 'N',
  master: true,
} as const satisfies InvestorFixture;

/** Known to the KRA as KYC-blocked; the new-transaction flow offers KYC for this PAN. */
export const DEV = {
  pan: 'DHRPK2206B',
  name: 'Dev Kapoor',
  mobile: '9811223344',
  email: 'dev.kapoor@example.com',
  dob: '1992-08-09',
  kyc: 'N',
  fatca: 'N',
  taxStatus: 'Individual',
  books: [],
  kycBlock: 'Y',
  master: false,
} as const satisfies InvestorFixture;

/** KYC-registered with the KRA but in nobody's book: the new-investor path. */
export const ANITA = {
  pan: 'AMNPV5512Q',
  name: 'Anita Verma',
  mobile: '9900112233',
  email: 'anita.verma@example.com',
  dob: '1988-04-27',
  kyc: 'Y',
  fatca: 'Y',
  taxStatus: 'Individual',
  books: [],
  kycBlock: 'N',
  master: false,
} as const satisfies InvestorFixture;

/**
 * A company PAN (fourth character C): investment actions are for individuals only. On the demo book
 * without folios, so its detail page shows the investment buttons withheld and totals as '--NA--'.
 */
export const BLUEWAVE = {
  pan: 'AAACB1234C',
  name: 'Bluewave Traders Pvt Ltd',
  mobile: '9845098450',
  email: 'accounts@bluewave.example.com',
  dob: '2011-05-16',
  kyc: 'Y',
  fatca: 'Y',
  taxStatus: 'Company',
  books: [DEMO.arn],
  kycBlock: 'N',
  master: true,
} as const satisfies InvestorFixture;

/** On the demo book with a monthly eNACH SIP whose debits fail for insufficient funds (instalment-fixtures.ts). */
export const SUNIL = {
  pan: 'SVWPV3141F',
  name: 'Sunil Verma',
  mobile: '9812045671',
  email: 'sunil.verma@example.com',
  dob: '1986-09-12',
  kyc: 'Y',
  fatca: 'Y',
  taxStatus: 'Individual',
  books: [DEMO.arn],
  kycBlock: 'N',
  master: true,
} as const satisfies InvestorFixture;

/**
 * On the demo book with a fund-117 folio, KYC-compliant on the fund house's record but held by the KRA
 * ("on hold"), and without a FATCA declaration: an investor who cannot transact today (the worklist).
 */
export const POOJA = {
  pan: 'PNRPN6021E',
  name: 'Pooja Nair',
  mobile: '9846021602',
  email: 'pooja.nair@example.com',
  dob: '1991-07-18',
  kyc: 'Y',
  fatca: 'N',
  taxStatus: 'Individual',
  books: [DEMO.arn],
  kycBlock: 'Y',
  master: true,
} as const satisfies InvestorFixture;

// One investor on the demo book per reason the registrar refuses an order (lib/rules/order-problems.ts),
// each with what makes the refusal and nothing else against them.

const demoInvestor = (pan: string, name: string, mobile: string, email: string, dob: string) =>
  ({ pan, name, mobile, email, dob, kyc: 'Y', fatca: 'Y', taxStatus: 'Individual', books: [DEMO.arn], kycBlock: 'N', master: true }) as const;

/** KYC Registered, not Validated: orders into his folio go in, a new folio is refused. */
export const ROHIT = { ...demoInvestor('BRGPG7012K', 'Rohit Gupta', '9847070121', 'rohit.gupta@example.com', '1987-03-11'), registrar: { kycStatus: 'Registered' } } as const satisfies InvestorFixture;

/** KYC Rejected by the KRA (held there too): nothing goes through. */
export const LATA = { ...demoInvestor('CLTPI3390N', 'Lata Iyer', '9847033901', 'lata.iyer@example.com', '1979-12-02'), kycBlock: 'Y', registrar: { kycStatus: 'Rejected' } } as const satisfies InvestorFixture;

/** No nomination declared and no fund-117 folio: a new folio is refused until nominees or an opt-out. */
export const ARVIND = { ...demoInvestor('DARPR4410G', 'Arvind Rao', '9847044102', 'arvind.rao@example.com', '1983-05-29'), registrar: { nomination: 'none' } } as const satisfies InvestorFixture;

/** Her e-mail and mobile on record are those of Rahul Pillai, an EUIN holder of the demo ARN (links.ts). */
export const KAMALA = demoInvestor('EKMPM5120H', 'Kamala Menon', '9847023456', 'rahul.pillai@ashamenon.in', '1956-08-19');

/** KYC by OTP-based e-KYC: at most Rs 50,000 a financial year in this fund house. */
export const NIKHIL = { ...demoInvestor('FNBPB6650L', 'Nikhil Bose', '9847066504', 'nikhil.bose@example.com', '1996-01-23'), registrar: { otpEkyc: true } } as const satisfies InvestorFixture;

/** Her folio 10678051 is under a debit freeze (compliance.ts): purchases go in, nothing comes out. */
export const SNEHA = demoInvestor('GSKPK7781M', 'Sneha Kulkarni', '9847077815', 'sneha.kulkarni@example.com', '1989-10-07');

/** A small eNACH (Rs 5,000, ending in two years) and a UPI Autopay that starts later (mandates.ts). */
export const HARISH = demoInvestor('HHPPP8842P', 'Harish Patel', '9847088426', 'harish.patel@example.com', '1975-07-30');

export const REFUSAL_INVESTORS: readonly InvestorFixture[] = [ROHIT, LATA, ARVIND, KAMALA, NIKHIL, SNEHA, HARISH];

/**
 * On the demo book and new to mutual funds: no SIP, purchase or holding in any fund house, only a
 * fund-117 folio opened for a first SIP with an active UPI AutoPay mandate on it. The investor a
 * Chhoti SIP is for (lib/rules/chhoti-sip.ts).
 */
export const TARA = demoInvestor('KTJPJ2508N', 'Tara Joseph', '9847025080', 'tara.joseph@example.com', '2001-03-09') satisfies InvestorFixture;

/**
 * On the demo book with a fund-117 folio and an e-mail, but no mobile number on record: an investor who
 * cannot transact until the folio's contacts are updated (Today's "Request contact update").
 */
export const ZAINAB = demoInvestor('ZLKPL4417K', 'Zainab Lakdawala', '', 'zainab.lakdawala@example.com', '1993-01-26') satisfies InvestorFixture;

export const FIXED_INVESTORS: readonly InvestorFixture[] = [RAVI, MEERA, FARAH, DEV, ANITA, BLUEWAVE, SUNIL, POOJA, TARA, ...REFUSAL_INVESTORS, ZAINAB];

export type Profile = 'demo' | 'large';

/** How many generated investors each book gets, on top of the fixed ones. */
export const BOOK_SIZES: Record<Profile, { demo: number; txn: number; unbooked: number }> = {
  demo: { demo: 238, txn: 11, unbooked: 24 },
  large: { demo: 24_000, txn: 11, unbooked: 500 },
};
