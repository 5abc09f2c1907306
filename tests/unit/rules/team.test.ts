import { describe, expect, it } from 'vitest';
import { EUIN_MESSAGES } from '@/lib/rules/euin';
import { PASSWORD_RULE_MESSAGE } from '@/lib/rules/password';
import { PAN_MESSAGE } from '@/lib/rules/pan';
import { TAGGING_MESSAGES } from '@/lib/rules/tagging';
import { checkMemberDetails, daysUntilLapse, EUIN_LAPSE_WINDOW_DAYS, INVITATION_MESSAGES, INVITATION_VALID_HOURS, invitationExpiry, invitationState, lapseWindowEnd, MEMBER_STATUS_REFUSALS, memberDetailsProblem, normaliseMemberDetails, TEAM_MESSAGES, type MemberDetails } from '@/lib/rules/team';
import { can, PERMISSIONS, permissionsOf, TEAM_ROLES } from '@/lib/rules/team-roles';
import { USER_ID_EMAIL_MESSAGE, USER_ID_TAKEN_MESSAGE } from '@/lib/rules/user-id';

// A firm's team (issue 43): the roles and what each may do, the invitation's time, the EUIN lapse window,
// the member's details and every word a person reads for them.

describe('roles and permissions', () => {
  it('gives each role its permissions', () => {
    expect(TEAM_ROLES).toEqual(['Admin', 'Adviser', 'Operations', 'Viewer']);
    expect(PERMISSIONS).toEqual(['read', 'initiate', 'resend', 'statements', 'earnings', 'members']);
    expect(permissionsOf('Admin')).toEqual(PERMISSIONS);
    expect(permissionsOf('Adviser')).toEqual(['read', 'initiate', 'resend', 'statements']);
    expect(permissionsOf('Operations')).toEqual(['read', 'resend', 'statements']);
    expect(permissionsOf('Viewer')).toEqual(['read']);
  });

  it('answers can() from the matrix: only an Admin sees earnings and members, only Admin and Adviser initiate', () => {
    const allowed = (permission: (typeof PERMISSIONS)[number]) => TEAM_ROLES.filter((r) => can(r, permission));
    expect(allowed('read')).toEqual(['Admin', 'Adviser', 'Operations', 'Viewer']);
    expect(allowed('initiate')).toEqual(['Admin', 'Adviser']);
    expect(allowed('resend')).toEqual(['Admin', 'Adviser', 'Operations']);
    expect(allowed('statements')).toEqual(['Admin', 'Adviser', 'Operations']);
    expect(allowed('earnings')).toEqual(['Admin']);
    expect(allowed('members')).toEqual(['Admin']);
  });

  it('names what a role may not do', () => {
    expect(TEAM_MESSAGES.notPermitted('Viewer', 'initiate')).toBe('A member with the Viewer role may not initiate transactions or registrations');
    expect(TEAM_MESSAGES.notPermitted('Viewer', 'resend')).toBe('A member with the Viewer role may not resend links to investors');
    expect(TEAM_MESSAGES.notPermitted('Operations', 'statements')).toBe('A member with the Operations role may not request statements');
    expect(TEAM_MESSAGES.notPermitted('Adviser', 'earnings')).toBe('A member with the Adviser role may not see earnings');
    expect(TEAM_MESSAGES.notPermitted('Operations', 'members')).toBe("A member with the Operations role may not manage the firm's members");
    expect(TEAM_MESSAGES.notPermitted('Viewer', 'read')).toBe('A member with the Viewer role may not read the book');
  });
});

describe('the invitation', () => {
  const sent = new Date('2026-11-16T10:00:00Z');
  const expiresAt = invitationExpiry(sent);

  it('is valid for 72 hours', () => {
    expect(INVITATION_VALID_HOURS).toBe(72);
    expect(expiresAt.toISOString()).toBe('2026-11-19T10:00:00.000Z');
  });

  it('is open until then, expired after, used once accepted and withdrawn once removed before', () => {
    expect(invitationState({ status: 'invited', accepted: false, expiresAt }, expiresAt)).toBe('open');
    expect(invitationState({ status: 'invited', accepted: false, expiresAt }, new Date(expiresAt.getTime() + 1))).toBe('expired');
    expect(invitationState({ status: 'active', accepted: true, expiresAt }, sent)).toBe('used');
    expect(invitationState({ status: 'removed', accepted: true, expiresAt }, sent)).toBe('used');
    expect(invitationState({ status: 'removed', accepted: false, expiresAt }, sent)).toBe('withdrawn');
  });

  it('says why it cannot be accepted', () => {
    expect(INVITATION_MESSAGES).toEqual({
      expired: "This invitation has expired: ask the firm's admin to invite you again",
      used: 'This invitation has already been accepted: sign in with your user id',
      withdrawn: 'This invitation was withdrawn by the firm',
    });
    expect(TEAM_MESSAGES.invitationUnknown).toBe('This invitation link is not valid');
    expect(TEAM_MESSAGES.invited('priya@firm.in')).toBe('An invitation was sent to priya@firm.in');
    expect(TEAM_MESSAGES.accepted).toBe('Your membership is active: sign in with your user id and password');
    expect(TEAM_MESSAGES.acceptLinkInvalid).toBe('The invitation link must be a web address with {token} in it');
  });

  it("takes the user id and password under the registrar's own rules and words", () => {
    expect(TEAM_MESSAGES.userIdInvalid).toBe(USER_ID_EMAIL_MESSAGE);
    expect(TEAM_MESSAGES.userIdTaken).toBe(USER_ID_TAKEN_MESSAGE);
    expect(TEAM_MESSAGES.passwordRule).toBe(PASSWORD_RULE_MESSAGE);
  });
});

describe('a member who may no longer act', () => {
  it("is refused sign-in in the rule's words", () => {
    expect(MEMBER_STATUS_REFUSALS).toEqual({
      suspended: "Your access has been suspended by your firm's admin",
      removed: 'You are no longer a member of this firm',
    });
  });

  it('leaves their drafts with the admin, who is told how many', () => {
    expect(TEAM_MESSAGES.draftsHandedOver(1)).toBe('Their unfinished draft is now yours');
    expect(TEAM_MESSAGES.draftsHandedOver(3)).toBe('Their 3 unfinished drafts are now yours');
  });

  it("is changed only as the rule allows", () => {
    expect(TEAM_MESSAGES.memberNotFound).toBe('No such member in the firm');
    expect(TEAM_MESSAGES.memberRemovedFinal).toBe('A removed member cannot be changed: invite them again');
    expect(TEAM_MESSAGES.notYourself).toBe('You cannot change your own membership');
    expect(TEAM_MESSAGES.actionInvalid).toBe('Choose what to change: details, suspend, reactivate or remove');
    expect(TEAM_MESSAGES.suspendNotActive).toBe('Only an active member can be suspended');
    expect(TEAM_MESSAGES.reactivateNotSuspended).toBe('Only a suspended member can be reactivated');
    expect(TEAM_MESSAGES.updated).toBe('Member updated');
  });
});

describe('EUIN certifications about to lapse', () => {
  it('lists those ending within 60 days from today, today included', () => {
    expect(EUIN_LAPSE_WINDOW_DAYS).toBe(60);
    expect(lapseWindowEnd('2026-11-16')).toBe('2027-01-15');
    expect(daysUntilLapse('2026-11-16', '2026-11-16')).toBe(0);
    expect(daysUntilLapse('2027-01-15', '2026-11-16')).toBe(60);
    expect(daysUntilLapse('2027-01-16', '2026-11-16')).toBeNull();
    // Lapsed already (the order rule refuses those), or no end on record.
    expect(daysUntilLapse('2026-11-15', '2026-11-16')).toBeNull();
    expect(daysUntilLapse(null, '2026-11-16')).toBeNull();
  });

  it("words the register's verdicts as the EUIN check does, and a lapsed one for a member", () => {
    expect(TEAM_MESSAGES.euinInvalid).toBe(EUIN_MESSAGES.invalid);
    expect(TEAM_MESSAGES.euinOtherArn).toBe(EUIN_MESSAGES.otherArn);
    expect(EUIN_MESSAGES).toEqual({ valid: 'Valid EUIN', invalid: 'Invalid EUIN', otherArn: 'EUIN does not belong to the ARN' });
    expect(TEAM_MESSAGES.euinLapsed('E456789')).toBe('The certification of EUIN E456789 has lapsed: a member cannot be given it');
    expect(TEAM_MESSAGES.euinTaken('E234567')).toBe("EUIN E234567 is already another member's");
  });
});

describe("a member's details", () => {
  const adviser: MemberDetails = {
    name: ' Priya Das ', mobile: '9847011122', email: 'Priya.Das@Firm.in', role: 'Adviser', euin: ' e123456 ', subBroker: '', scope: 'euin', scopePans: ['ignored'],
  };
  const problem = (over: Partial<MemberDetails>) => memberDetailsProblem(normaliseMemberDetails({ ...adviser, ...over }));

  it('are kept trimmed, codes upper-cased, e-mail lower-cased, a list only for the list scope', () => {
    expect(normaliseMemberDetails(adviser)).toEqual({ ...adviser, name: 'Priya Das', email: 'priya.das@firm.in', euin: 'E123456', scopePans: [] });
    expect(normaliseMemberDetails({ ...adviser, scope: 'list', scopePans: [' bkfps4821k', 'BKFPS4821K', ''] }).scopePans).toEqual(['BKFPS4821K']);
    expect(checkMemberDetails(adviser)).toMatchObject({ role: 'Adviser', scope: 'euin', euin: 'E123456' });
  });

  it('refuse each problem in its own words, in the order of the form', () => {
    const M = TEAM_MESSAGES;
    expect(problem({ name: '' })).toBe('Member Name is mandatory');
    expect(problem({ name: 'Priya 2' })).toBe('Member Name should contain only letters and spaces');
    expect(problem({ mobile: '' })).toBe(M.mobileMandatory);
    expect(problem({ mobile: '12345' })).toBe('Enter a valid Mobile Number');
    expect(problem({ email: '' })).toBe('Email ID is mandatory');
    expect(problem({ email: 'priya@' })).toBe('Enter an valid Email Id');
    expect(problem({ role: 'Manager' })).toBe('Choose a role: Admin, Adviser, Operations or Viewer');
    expect(problem({ euin: 'E12' })).toBe('Invalid EUIN');
    expect(problem({ euin: '', subBroker: 'SB 1' })).toBe(TAGGING_MESSAGES.subBrokerInvalid);
    expect(problem({ euin: '', subBroker: 'S'.repeat(21) })).toBe(TAGGING_MESSAGES.subBrokerTooLong);
    expect(problem({ euin: '', subBroker: '' })).toBe('An Adviser needs an EUIN or a Sub Broker Code');
    expect(problem({ scope: 'branch' })).toBe("Choose which investors the member sees: the whole book, their EUIN's or a list");
    expect(problem({ role: 'Admin' })).toBe('An Admin sees the whole book');
    expect(problem({ role: 'Operations', euin: '', scope: 'euin' })).toBe("A member who sees their EUIN's investors needs an EUIN or a Sub Broker Code");
    expect(problem({ scope: 'list', scopePans: [] })).toBe('Add at least one investor PAN to the list');
    expect(problem({ scope: 'list', scopePans: ['BKFPS4821'] })).toBe(PAN_MESSAGE);
    expect(M.listPanOutsideBook('EZTPR5532M')).toBe("EZTPR5532M is not an investor of the firm's book");
    expect(M.alreadyMember).toBe('This e-mail already belongs to a member of the firm');
  });

  it('pass for each role with what it needs', () => {
    expect(problem({})).toBeNull();
    expect(problem({ euin: '', subBroker: '12345' })).toBeNull();
    expect(problem({ role: 'Admin', euin: '', scope: 'book' })).toBeNull();
    expect(problem({ role: 'Operations', euin: '', scope: 'book' })).toBeNull();
    expect(problem({ role: 'Viewer', euin: '', scope: 'list', scopePans: ['BKFPS4821K'] })).toBeNull();
    expect(checkMemberDetails({ ...adviser, role: 'Chief' })).toBe(TEAM_MESSAGES.roleInvalid);
  });
});
