import { formatIndian } from '../money';

// The smallest STP transfer (seed 001 sections 5 and 9: "amount at least minimum and a multiple";
// "monthly STP minimum message mentions 1000"). The minimum belongs to the STP, not to the scheme
// the money moves into: a scheme's lumpsum minimum (often 5,000) is for a first purchase, while each
// transfer of a plan is an instalment. The seed gives no other frequency a figure of its own, so
// weekly and quarterly transfers are held to the same 1000. The portal's form and the registrar
// (the sandbox) both read it, and say it, from here.

export const STP_MIN_AMOUNT = 1000;

export const stpMinimumMessage = (n: number = STP_MIN_AMOUNT) => `Transfer amount should be minimum ${n}`;

// What an STP registration is refused for, in the words the portal's form and the registrar both show:
// the transfer's options, the most transfers a plan may hold, and the refusals the two check alike.

export const STP_OPTIONS = ['Fixed', 'Capital Appreciation'] as const;
export const STP_MAX_TRANSFERS = 999;

export const STP_RULE_MESSAGES = {
  toScheme: 'Transfer to Scheme is mandatory*',
  sameScheme: 'Transfer from Scheme and Transfer to Scheme should not be same',
  frequency: 'Frequency is mandatory*',
  transfersMin: (n: number) => `No of transfers should be minimum ${n}`,
  transfersMax: `No of transfers should not be more than ${STP_MAX_TRANSFERS}`,
  day: 'STP Date is mandatory*',
  option: 'STP Option is mandatory*',
  balance: 'You dont have enough amount to transfer',
  multiple: (n: number) => `Transfer amount should be multiple of ${formatIndian(n)}`,
} as const;
