import { describe, expect, it } from 'vitest';
import { acceptInvitationSchema, invitationCredentialsSchema } from '@/lib/forms/team/team-invitation';
import { memberAccessSchema, memberStatusSchema, teamMemberSchema } from '@/lib/forms/team/team-member';
import { splitPans } from '@/lib/forms/team/team-member-fields';
import { SIGNUP_MESSAGES } from '@/lib/forms/account/signup';
import { EUIN_MESSAGES } from '@/lib/rules/euin';
import { memberDetailsProblem, refusedField, TEAM_MESSAGES as M } from '@/lib/rules/team';

// The Team page's forms: every refusal is lib/rules/team.ts's, under the field it is about, and each
// field shows its own first problem whatever the others hold (the registrar's check names only the first).

const INVITE = { name: 'Priya Das', mobile: '9847011122', email: 'Priya.Das@Firm.in', role: 'Adviser', euin: 'e123456', subBroker: '', scope: 'euin', scopePans: '' };

/** Each field's message, as the form (and the handler's field errors) would carry them. */
function refusals(schema: typeof teamMemberSchema | typeof memberAccessSchema, values: object): Record<string, string> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the invitation form', () => {
  it('keeps the details as the registrar does: trimmed, codes upper-cased, e-mail lower-cased', () => {
    expect(teamMemberSchema.parse({ ...INVITE, name: ' Priya Das ' })).toEqual({ ...INVITE, email: 'priya.das@firm.in', euin: 'E123456', scopePans: [] });
  });

  it('puts each problem under its own field, in the words of the rule', () => {
    expect(refusals(teamMemberSchema, { ...INVITE, name: '', mobile: '12345', email: 'priya@', euin: 'E12' })).toEqual({
      name: M.nameMandatory,
      mobile: M.mobileInvalid,
      email: M.emailInvalid,
      euin: M.euinInvalid,
    });
    expect(refusals(teamMemberSchema, { ...INVITE, name: 'Priya 2', role: 'Manager', subBroker: 'SB 1', scope: 'branch' })).toEqual({
      name: M.nameInvalid,
      role: M.roleInvalid,
      subBroker: M.subBrokerInvalid,
      scope: M.scopeInvalid,
    });
  });

  it('words the mandatory fields and the limits', () => {
    expect(refusals(teamMemberSchema, { ...INVITE, mobile: '', email: '' })).toEqual({ mobile: M.mobileMandatory, email: M.emailMandatory });
    expect(refusals(teamMemberSchema, { ...INVITE, name: 'A'.repeat(61), email: `${'a'.repeat(95)}@firm.in` })).toEqual({ name: M.nameTooLong, email: M.emailTooLong });
    expect(M.nameTooLong).toBe('Member Name should not exceed 60 characters');
    expect(M.emailTooLong).toBe('Email ID should not exceed 100 characters');
  });

  it("puts a rule between two fields under the one to fill in or change", () => {
    expect(refusals(teamMemberSchema, { ...INVITE, euin: '' })).toEqual({ euin: M.adviserNeedsCode });
    expect(refusals(teamMemberSchema, { ...INVITE, role: 'Operations', euin: '' })).toEqual({ euin: M.euinScopeNeedsCode });
    expect(refusals(teamMemberSchema, { ...INVITE, role: 'Admin' })).toEqual({ scope: M.adminWholeBook });
  });

  it("takes an Adviser's Sub Broker Code in digits only, as the NFO links they send need it", () => {
    expect(refusals(teamMemberSchema, { ...INVITE, euin: '', subBroker: 'SB-1042' })).toEqual({ subBroker: M.adviserSubBrokerDigits });
    expect(M.adviserSubBrokerDigits).toBe("An Adviser's Sub Broker Code is digits only: the NFO links they send carry it");
    expect(refusals(teamMemberSchema, { ...INVITE, euin: '', subBroker: ' 1042 ' })).toEqual({});
    // Only an Adviser's code is stamped on orders: another member's code only says whose investors they see.
    expect(refusals(teamMemberSchema, { ...INVITE, role: 'Operations', euin: '', subBroker: 'SB-1042' })).toEqual({});
  });

  it('takes the list of PANs as typed into its box, or as a list', () => {
    expect(splitPans(' bkfps4821k, EZTPR5532M;\nbkfps4821k ')).toEqual(['bkfps4821k', 'EZTPR5532M', 'bkfps4821k']);
    const viewer = { ...INVITE, role: 'Viewer', euin: '', scope: 'list' };
    expect(teamMemberSchema.parse({ ...viewer, scopePans: 'bkfps4821k, EZTPR5532M bkfps4821k' }).scopePans).toEqual(['BKFPS4821K', 'EZTPR5532M']);
    expect(teamMemberSchema.parse({ ...viewer, scopePans: ['EZTPR5532M'] }).scopePans).toEqual(['EZTPR5532M']);
    expect(refusals(teamMemberSchema, { ...viewer, scopePans: ' , ' })).toEqual({ scopePans: M.listEmpty });
    expect(refusals(teamMemberSchema, { ...viewer, scopePans: 'BKFPS4821K, BKFPS48' })).toEqual({ scopePans: M.listPanInvalid });
    const many = Array.from({ length: 501 }, (_, i) => `ABCDE${String(i).padStart(4, '0')}F`);
    expect(refusals(teamMemberSchema, { ...viewer, scopePans: many })).toEqual({ scopePans: M.listTooLong });
    expect(M.listTooLong).toBe('A list holds at most 500 investor PANs');
  });

  it("names the same first problem as the registrar's check", () => {
    const typed = { ...INVITE, name: '', euin: 'E12', scopePans: [] };
    const first = teamMemberSchema.safeParse(typed).error?.issues[0]?.message;
    expect(first).toBe(memberDetailsProblem({ ...typed, euin: 'E12' }));
  });
});

describe("a change of a member's access", () => {
  const change = { memberId: ' 12 ', role: 'Viewer', euin: '', subBroker: '', scope: 'list', scopePans: 'bkfps4821k' };

  it('leaves the name and contacts alone and checks the rest as an invitation', () => {
    expect(memberAccessSchema.parse(change)).toEqual({ memberId: '12', role: 'Viewer', euin: '', subBroker: '', scope: 'list', scopePans: ['BKFPS4821K'] });
    expect(refusals(memberAccessSchema, { ...change, role: 'Adviser', scope: 'euin' })).toEqual({ euin: M.adviserNeedsCode });
    expect(refusals(memberAccessSchema, { ...change, role: 'Adviser', subBroker: 'sb-1042', scope: 'euin' })).toEqual({ subBroker: M.adviserSubBrokerDigits });
    expect(refusals(memberAccessSchema, { ...change, memberId: '' })).toEqual({ memberId: M.memberNotFound });
    expect(memberStatusSchema.safeParse({ memberId: '' }).error?.issues[0]?.message).toBe(M.memberNotFound);
  });
});

describe("the registrar's refusals of a member's details", () => {
  const access = { role: 'Adviser', euin: 'E234567', subBroker: '', scope: 'list', scopePans: ['BKFPS4821K', 'EZTPR5532M'] };

  it('are put under the field they are about', () => {
    expect(refusedField(EUIN_MESSAGES.otherArn, access)).toBe('euin');
    expect(refusedField(M.euinLapsed('E234567'), access)).toBe('euin');
    expect(refusedField(M.euinTaken('E234567'), access)).toBe('euin');
    expect(refusedField(M.listPanOutsideBook('EZTPR5532M'), access)).toBe('scopePans');
    expect(refusedField(M.alreadyMember, { name: 'Priya Das', mobile: '9847011122', email: 'priya@firm.in', ...access })).toBe('email');
    expect(refusedField(M.adminWholeBook, { ...access, role: 'Admin' })).toBe('scope');
  });

  it('stay the form\'s when they are about no field', () => {
    expect(refusedField(M.memberNotFound, access)).toBeNull();
    expect(refusedField(M.euinTaken('E999999'), access)).toBeNull();
  });
});

describe("the invitee's user id and password", () => {
  const typed = { userId: 'nisha.varma@ashamenon.in', password: 'Nisha@2026', confirmPassword: 'Nisha@2026' };

  it("are the sign-up's, whose words are the registrar's for an acceptance", () => {
    expect(M.userIdInvalid).toBe(SIGNUP_MESSAGES.userIdInvalid);
    expect(M.passwordRule).toBe(SIGNUP_MESSAGES.passwordRule);
    expect(invitationCredentialsSchema.safeParse(typed).success).toBe(true);
    const messages = (values: object) => invitationCredentialsSchema.safeParse(values).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(messages({ ...typed, userId: 'nisha' })).toEqual([['userId', M.userIdInvalid]]);
    expect(messages({ ...typed, password: 'weakpass', confirmPassword: 'weakpass' })).toEqual([['password', M.passwordRule]]);
    expect(messages({ ...typed, confirmPassword: 'Nisha@2027' })).toEqual([['confirmPassword', SIGNUP_MESSAGES.mismatch]]);
    expect(messages({ userId: '', password: '', confirmPassword: '' })).toEqual([
      ['userId', SIGNUP_MESSAGES.userIdMandatory],
      ['password', SIGNUP_MESSAGES.passwordMandatory],
      ['confirmPassword', SIGNUP_MESSAGES.confirmMandatory],
    ]);
  });

  it('go with the link\'s token, whose absence is an unknown link', () => {
    expect(acceptInvitationSchema.safeParse({ ...typed, token: 'demo-invitation-nisha-varma-2026' }).success).toBe(true);
    expect(acceptInvitationSchema.safeParse({ ...typed, token: ' ' }).error?.issues[0]?.message).toBe(M.invitationUnknown);
  });
});

describe("the Team page's words", () => {
  it('ask before a change and say what it did', () => {
    expect(M.confirmSuspend('Rahul Pillai')).toBe('Suspend Rahul Pillai? They are signed out at once and cannot sign in until reactivated.');
    expect(M.confirmRemove('Rahul Pillai')).toBe('Remove Rahul Pillai from the firm? This cannot be undone: to let them back, invite them again.');
    expect(M.suspended('Rahul Pillai')).toBe('Rahul Pillai is suspended and signed out everywhere');
    expect(M.invitationFrom('Asha Menon', 'Asha Menon Investments', 'ARN-112233', 'Adviser')).toBe('Asha Menon invites you to join Asha Menon Investments (ARN-112233) as Adviser');
  });
});
