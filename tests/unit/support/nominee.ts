// One complete nominee as a form holds it (DD/MM/YYYY, share as typed), for the forms that ask a new
// folio's nomination; a test overrides what it is about.
export const NOMINEE = {
  name: 'Asha Rao', sharePercentage: '100', idType: 'PAN', idNumber: 'AKRPR1234F', relation: 'Spouse', mobileNumber: '9847044199',
  email: 'asha.rao@example.com', address: '12 MG Road', address2: '', address3: '', state: 'Karnataka', city: 'Bengaluru', country: 'India',
  pinCode: '560001', dob: '14/05/1985', guardianName: '', inCapacitation: false, inCapacitationAmountorPercentageCheck: 'Percentage', inCapacitationAmount: '',
} as const;
