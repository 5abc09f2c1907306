import { bulkInsert } from '../../db/client';
import { DEMO, MEERA, RAVI } from '../../seed/fixtures';
import { hex } from '../../seed/prng';
import { seededHash } from '../../seed/seeded-hash';
import type { DomainSeed } from '../../seed/domain-seed';
import { invitationExpiry } from '../../../lib/rules/team';
import { type MemberStatus, type TeamRole, type TeamScope } from '../../../lib/rules/team-roles';
import { invitationHash } from './invitations';

// The demo ARN's firm: one member of each role, one suspended and one invitation still open, so every
// screen of the team and every refusal has someone to show it with. Members who accepted sign in with the
// seeds' password (DEMO_PASSWORD) and their own user id; the README, the contract tests and the end-to-end
// tests name them, so change a value only together with them.

export interface MemberFixture {
  name: string;
  email: string;
  mobile: string;
  role: TeamRole;
  euin?: string;
  subBroker?: string;
  scope: TeamScope;
  scopePans?: readonly string[];
  status: Exclude<MemberStatus, 'removed'>;
}

export const TEAM = {
  /** Sees the whole book and manages the members, as the ARN holder does. */
  admin: { name: 'Leela Thomas', email: 'leela.thomas@ashamenon.in', mobile: '9847056781', role: 'Admin', scope: 'book', status: 'active' },
  /** Rahul Pillai's EUIN (sandbox/domains/links/links.ts); sees Ravi, whose main folio carries it. */
  adviser: { name: 'Rahul Pillai', email: 'rahul.pillai@ashamenon.in', mobile: '9847023456', role: 'Adviser', euin: 'E234567', scope: 'euin', status: 'active' },
  operations: { name: 'Divya Nair', email: 'divya.nair@ashamenon.in', mobile: '9847067892', role: 'Operations', scope: 'book', status: 'active' },
  /** Reads the two investors of the admin's list. */
  viewer: { name: 'Arun Kumar', email: 'arun.kumar@ashamenon.in', mobile: '9847078903', role: 'Viewer', scope: 'list', scopePans: [RAVI.pan, MEERA.pan], status: 'active' },
  suspended: { name: 'Sanjay Menon', email: 'sanjay.menon@ashamenon.in', mobile: '9847089014', role: 'Operations', scope: 'book', status: 'suspended' },
  /** A sub-broker invited as an Adviser who has not accepted yet: TEAM_INVITATION_TOKEN opens the invitation. */
  invited: { name: 'Nisha Varma', email: 'nisha.varma@ashamenon.in', mobile: '9847090125', role: 'Adviser', subBroker: '1042', scope: 'euin', status: 'invited' },
} as const satisfies Record<string, MemberFixture>;

/** A member's user id is the e-mail they were invited at. */
export const memberUserId = (m: MemberFixture) => m.email;

/** The seeded open invitation's token, as its mail would carry it (its time runs from seeding). */
export const TEAM_INVITATION_TOKEN = 'demo-invitation-nisha-varma-2026';

const HOUR = 3_600_000;

export const seedTeam: DomainSeed = async (db, { now, rng }) => {
  const members: readonly MemberFixture[] = Object.values(TEAM);
  const rows = await Promise.all(
    members.map(async (m) => {
      const accepted = m.status !== 'invited';
      // Salts come from the seeder's own stream, so the hashes are the same on every reset (and computed once).
      const salt = accepted ? hex(rng, 16) : null;
      const sentAt = accepted ? new Date(now.getTime() - 30 * 24 * HOUR) : new Date(now.getTime() - HOUR);
      return {
        arn: DEMO.arn,
        name: m.name,
        mobile: m.mobile,
        email: m.email,
        role: m.role,
        euin: m.euin ?? null,
        sub_broker: m.subBroker ?? null,
        scope: m.scope,
        scope_pans: m.scopePans ?? [],
        status: m.status,
        invited_by: DEMO.userId,
        invitation_hash: invitationHash(accepted ? `seeded-and-used-${m.email}` : TEAM_INVITATION_TOKEN),
        invitation_expires: invitationExpiry(sentAt).toISOString(),
        user_id: accepted ? memberUserId(m) : null,
        password_salt: salt,
        password_hash: salt ? await seededHash(salt) : null,
        accepted_at: accepted ? new Date(sentAt.getTime() + 2 * HOUR).toISOString() : null,
        created_at: sentAt.toISOString(),
        updated_at: sentAt.toISOString(),
      };
    }),
  );
  await bulkInsert(db, 'firm_members', rows);
};
