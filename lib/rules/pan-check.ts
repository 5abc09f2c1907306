// The PAN check's failures as the seed reports them (section 8): PAS and PAN remarks, and name and
// date-of-birth mismatches for the primary holder, the joint holders and the guardian, each on the
// field it concerns.

type Flag = 'Y' | 'N';

export interface PanCheckRow {
  Transaction_allow: Flag;
  PASFlag: Flag; PASRemarks: string; PANFlag: Flag; PANRemarks: string; PanNameMatch: Flag; PanDOBMatch: Flag;
  JH1PANFlag: Flag; JH1PANRemarks: string; JH1NameMatch: Flag; JH1DOBMatch: Flag;
  JH2PANFlag: Flag; JH2PANRemarks: string; JH2NameMatch: Flag; JH2DOBMatch: Flag;
  GuardianPANFlag: Flag; GuardianPANRemarks: string; GuardianNameMatch: Flag; GuardianDOBMatch: Flag;
}

export interface PanCheckFailure {
  message: string;
  /** The holder (0, 1, 2) and field it concerns; the guardian has none on the applicant form. */
  holder?: number;
  field?: 'pan' | 'name' | 'dob';
}

const WHO = ['Primary', 'First Joint Holder', 'Second Joint Holder', 'Guardian'] as const;
export const PAN_CHECK_MESSAGES = {
  name: (who: string) => `Entered ${who} name does not match with PAN record`,
  dob: (who: string) => `Entered ${who} date of birth does not match with PAN record`,
  pan: (who: string, remarks: string) => `${who} PAN: ${remarks || 'PAN validation failed'}`,
} as const;

export function panCheckFailures(row: PanCheckRow): PanCheckFailure[] {
  if (row.Transaction_allow === 'Y') return [];
  const out: PanCheckFailure[] = [];
  if (row.PASFlag === 'N') out.push({ message: row.PASRemarks || 'PAN is not linked with Aadhaar', holder: 0, field: 'pan' });
  if (row.PANFlag === 'N') out.push({ message: row.PANRemarks || 'PAN validation failed', holder: 0, field: 'pan' });
  const people = [
    { pan: 'Y' as Flag, remarks: '', name: row.PanNameMatch, dob: row.PanDOBMatch },
    { pan: row.JH1PANFlag, remarks: row.JH1PANRemarks, name: row.JH1NameMatch, dob: row.JH1DOBMatch },
    { pan: row.JH2PANFlag, remarks: row.JH2PANRemarks, name: row.JH2NameMatch, dob: row.JH2DOBMatch },
    { pan: row.GuardianPANFlag, remarks: row.GuardianPANRemarks, name: row.GuardianNameMatch, dob: row.GuardianDOBMatch },
  ];
  people.forEach((p, i) => {
    const holder = i < 3 ? i : undefined;
    const at = (field: 'pan' | 'name' | 'dob') => (holder === undefined ? {} : { holder, field });
    if (p.pan === 'N') out.push({ message: PAN_CHECK_MESSAGES.pan(WHO[i]!, p.remarks), ...at('pan') });
    if (p.name === 'N') out.push({ message: PAN_CHECK_MESSAGES.name(WHO[i]!), ...at('name') });
    if (p.dob === 'N') out.push({ message: PAN_CHECK_MESSAGES.dob(WHO[i]!), ...at('dob') });
  });
  // Allowed N with no flag set still stops the application.
  return out.length > 0 ? out : [{ message: 'PAN validation failed' }];
}
