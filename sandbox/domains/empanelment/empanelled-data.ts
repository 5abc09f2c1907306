import type { RegistryFixture } from './empanelment-data';

// ARN holders already empanelled with the fund house who have no portal account yet: the people
// sign-up is for. They are in the same AMFI/KYD registry as everyone else, and sign-up reaches them
// on the mobile and e-mail of their empanelment. Tests name these records (one per sign-up test, as
// the portal counts OTP requests per ARN and mobile), so change a value only together with them.

export interface EmpanelledFixture extends RegistryFixture {
  amcBranch: string;
}

type Person = Pick<EmpanelledFixture, 'arn' | 'name' | 'pan' | 'mobile' | 'email' | 'amcBranch'>;

/** The bank and address details sign-up never shows; one plausible set serves everyone. */
const empanelled = (p: Person): EmpanelledFixture => ({
  ...p,
  ifsc: 'SBIN0000300',
  bankName: 'STATE BANK OF INDIA',
  branch: 'MUMBAI MAIN BRANCH',
  bankCity: 'MUMBAI',
  accountNo: `30${p.arn.replace(/\D/g, '').padStart(9, '0')}`,
  address: ['1 Dalal Street', 'Fort', ''],
  state: 'Maharashtra',
  pincode: '400001',
});

export const PRIYA = empanelled({
  arn: 'ARN-556677', name: 'Priya Iyer', pan: 'APIPI5566Q', mobile: '9845056677', email: 'priya.iyer@example.com', amcBranch: 'Chennai',
});

export const RAHUL = empanelled({
  arn: 'ARN-667788', name: 'Rahul Kulkarni', pan: 'ARKPK6677R', mobile: '9822066778', email: 'rahul.kulkarni@example.com', amcBranch: 'Nagpur',
});

/** ARN-700001 … ARN-700006, for sign-up tests that each need an ARN and mobile of their own. */
export const SIGNUP_TEST_ARNS: readonly EmpanelledFixture[] = [1, 2, 3, 4, 5, 6].map((n) =>
  empanelled({
    arn: `ARN-70000${n}`,
    name: `Test Partner ${n}`,
    pan: `ATPPT700${n}T`,
    mobile: `981170000${n}`,
    email: `partner.70000${n}@example.com`,
    amcBranch: 'Mumbai',
  }),
);

export const EMPANELLED: readonly EmpanelledFixture[] = [PRIYA, RAHUL, ...SIGNUP_TEST_ARNS];
