import { NOT_EMPANELLED } from '../../seed/fixtures';

// What the registrar's empanelment calls know before anyone empanels: the AMFI/KYD registry of ARN
// holders not yet empanelled with the fund house, an IFSC directory, and the cities with an AMC
// branch. Tests name these records, so change a value only together with them.

export interface RegistryFixture {
  arn: string;
  name: string;
  pan: string;
  mobile: string;
  email: string;
  ifsc: string;
  bankName: string;
  branch: string;
  bankCity: string;
  accountNo: string;
  address: readonly [string, string, string];
  state: string;
  pincode: string;
}

/** The seeded not-empanelled account (notempanelled@dit.test): empanelling him lets him sign in. */
export const ARJUN = {
  arn: NOT_EMPANELLED.arn,
  name: NOT_EMPANELLED.name,
  pan: NOT_EMPANELLED.pan,
  mobile: NOT_EMPANELLED.mobile,
  email: NOT_EMPANELLED.email,
  ifsc: 'HDFC0000240',
  bankName: 'HDFC BANK',
  branch: 'PARK STREET',
  bankCity: 'KOLKATA',
  accountNo: '50100234567812',
  address: ['14 Park Street', 'Flat 3B', 'Near Park Circus'],
  state: 'West Bengal',
  pincode: '700016',
} as const satisfies RegistryFixture;

export const KAVYA = {
  arn: 'ARN-203040',
  name: 'Kavya Iyer',
  pan: 'AKIPI2030K',
  mobile: '9840123456',
  email: 'kavya.iyer@example.com',
  ifsc: 'HDFC0001203',
  bankName: 'HDFC BANK',
  branch: 'ANNA NAGAR',
  bankCity: 'CHENNAI',
  accountNo: '50200345678921',
  address: ['22 Second Avenue', 'Anna Nagar', ''],
  state: 'Tamil Nadu',
  pincode: '600040',
} as const satisfies RegistryFixture;

export const ROHIT = {
  arn: 'ARN-305060',
  name: 'Rohit Malhotra',
  pan: 'BRMPM3050H',
  mobile: '9811098110',
  email: 'rohit.malhotra@example.com',
  ifsc: 'ICIC0000106',
  bankName: 'ICICI BANK',
  branch: 'CONNAUGHT PLACE',
  bankCity: 'NEW DELHI',
  accountNo: '010601234567',
  address: ['B-41 Connaught Place', '', ''],
  state: 'Delhi',
  pincode: '110001',
} as const satisfies RegistryFixture;

export const SUNITA = {
  arn: 'ARN-407080',
  name: 'Sunita Patil',
  pan: 'CSPPP4070L',
  mobile: '9822001122',
  email: 'sunita.patil@example.com',
  ifsc: 'SBIN0000300',
  bankName: 'STATE BANK OF INDIA',
  branch: 'MUMBAI MAIN BRANCH',
  bankCity: 'MUMBAI',
  accountNo: '30123456789',
  address: ['7 Horniman Circle', 'Fort', ''],
  state: 'Maharashtra',
  pincode: '400001',
} as const satisfies RegistryFixture;

export const IMRAN = {
  arn: 'ARN-508090',
  name: 'Imran Sheikh',
  pan: 'DISPS5080M',
  mobile: '9849012345',
  email: 'imran.sheikh@example.com',
  ifsc: 'UTIB0000009',
  bankName: 'AXIS BANK',
  branch: 'MG ROAD',
  bankCity: 'BENGALURU',
  accountNo: '912010056781234',
  address: ['3 Brigade Road', '', ''],
  state: 'Karnataka',
  pincode: '560001',
} as const satisfies RegistryFixture;

export const REGISTRY: readonly RegistryFixture[] = [ARJUN, KAVYA, ROHIT, SUNITA, IMRAN];

/** Penny-drop fails, always, for an account number ending in this (and for an unknown IFSC). */
export const FAILING_ACCOUNT_SUFFIX = '0000';

export interface IfscFixture {
  ifsc: string;
  bank: string;
  branch: string;
  city: string;
}

export const IFSC_BRANCHES: readonly IfscFixture[] = [
  { ifsc: 'SBIN0000001', bank: 'STATE BANK OF INDIA', branch: 'KOLKATA MAIN', city: 'KOLKATA' },
  { ifsc: 'SBIN0000300', bank: 'STATE BANK OF INDIA', branch: 'MUMBAI MAIN BRANCH', city: 'MUMBAI' },
  { ifsc: 'SBIN0000691', bank: 'STATE BANK OF INDIA', branch: 'NEW DELHI MAIN BRANCH', city: 'NEW DELHI' },
  { ifsc: 'HDFC0000001', bank: 'HDFC BANK', branch: 'SANDOZ HOUSE WORLI', city: 'MUMBAI' },
  { ifsc: 'HDFC0000240', bank: 'HDFC BANK', branch: 'PARK STREET', city: 'KOLKATA' },
  { ifsc: 'HDFC0001203', bank: 'HDFC BANK', branch: 'ANNA NAGAR', city: 'CHENNAI' },
  { ifsc: 'ICIC0000001', bank: 'ICICI BANK', branch: 'BANDRA KURLA COMPLEX', city: 'MUMBAI' },
  { ifsc: 'ICIC0000106', bank: 'ICICI BANK', branch: 'CONNAUGHT PLACE', city: 'NEW DELHI' },
  { ifsc: 'UTIB0000009', bank: 'AXIS BANK', branch: 'MG ROAD', city: 'BENGALURU' },
  { ifsc: 'UTIB0000042', bank: 'AXIS BANK', branch: 'SALT LAKE', city: 'KOLKATA' },
  { ifsc: 'KKBK0000958', bank: 'KOTAK MAHINDRA BANK', branch: 'T NAGAR', city: 'CHENNAI' },
  { ifsc: 'PUNB0400400', bank: 'PUNJAB NATIONAL BANK', branch: 'SECTOR 17', city: 'CHANDIGARH' },
  { ifsc: 'BARB0ERNAKU', bank: 'BANK OF BARODA', branch: 'ERNAKULAM', city: 'KOCHI' },
  { ifsc: 'CNRB0000902', bank: 'CANARA BANK', branch: 'JAYANAGAR', city: 'BENGALURU' },
  { ifsc: 'IDIB000M089', bank: 'INDIAN BANK', branch: 'MYLAPORE', city: 'CHENNAI' },
  { ifsc: 'FDRL0001001', bank: 'FEDERAL BANK', branch: 'MG ROAD', city: 'KOCHI' },
];

export const AMC_BRANCH_CITIES: readonly string[] = [
  'Ahmedabad', 'Bengaluru', 'Bhubaneswar', 'Chandigarh', 'Chennai', 'Coimbatore', 'Guwahati', 'Hyderabad',
  'Indore', 'Jaipur', 'Kochi', 'Kolkata', 'Lucknow', 'Mumbai', 'Nagpur', 'New Delhi', 'Patna', 'Pune',
  'Surat', 'Vadodara',
];
