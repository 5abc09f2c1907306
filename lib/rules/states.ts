// India's states and union territories, as the registrar lists them: the empanelment nominee's address
// chooses from them, and the sandbox's registrar keeps its cities under the same names (its city list is
// typed by this one, so a state added, renamed or dropped on one side fails the type check).

/** The two names long enough to be mistyped; the registrar's city list names them through these. */
export const ANDAMAN_AND_NICOBAR = 'Andaman and Nicobar Islands';
export const DADRA_DAMAN_DIU = 'Dadra and Nagar Haveli and Daman and Diu';

export const INDIAN_STATES = [
  ANDAMAN_AND_NICOBAR, 'Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chandigarh',
  'Chhattisgarh', DADRA_DAMAN_DIU, 'Delhi', 'Goa', 'Gujarat', 'Haryana',
  'Himachal Pradesh', 'Jammu and Kashmir', 'Jharkhand', 'Karnataka', 'Kerala', 'Ladakh', 'Lakshadweep',
  'Madhya Pradesh', 'Maharashtra', 'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland', 'Odisha', 'Puducherry',
  'Punjab', 'Rajasthan', 'Sikkim', 'Tamil Nadu', 'Telangana', 'Tripura', 'Uttar Pradesh', 'Uttarakhand',
  'West Bengal',
] as const;

export type IndianState = (typeof INDIAN_STATES)[number];
