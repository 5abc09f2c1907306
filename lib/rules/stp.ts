// The smallest STP transfer (seed 001 sections 5 and 9: "amount at least minimum and a multiple";
// "monthly STP minimum message mentions 1000"). The minimum belongs to the STP, not to the scheme
// the money moves into: a scheme's lumpsum minimum (often 5,000) is for a first purchase, while each
// transfer of a plan is an instalment. The seed gives no other frequency a figure of its own, so
// weekly and quarterly transfers are held to the same 1000. The portal's form and the registrar
// (the sandbox) both read it, and say it, from here.

export const STP_MIN_AMOUNT = 1000;

export const stpMinimumMessage = (n: number = STP_MIN_AMOUNT) => `Transfer amount should be minimum ${n}`;
