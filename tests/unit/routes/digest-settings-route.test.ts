import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionMember } from '@/lib/auth/portal-session';
import type { TeamRole } from '@/lib/rules/team-roles';

// The morning digest reads the firm's book with the ARN's service token and goes to the ARN's e-mail on
// record (server/digest/send.ts), so it is the ARN holder's mail: a member of the firm, whatever their
// role, may not turn it on or off.

process.env.PORTAL_DATA_DIR = 'memory://';

const { encodeSessionCookie } = await import('@/server/auth/token');
const { getDb } = await import('@/server/store/db');
const { DIGEST_MESSAGES } = await import('@/lib/rules/digest');
const route = await import('@/app/api/account/digest/route');

const ORIGIN = 'http://portal.test';

async function put(role?: TeamRole, member?: SessionMember) {
  const cookie = await encodeSessionCookie({
    userId: member ? `${member.id}@ashamenon.in` : 'demo@dit.test', arn: 'ARN-112233', name: 'Asha Menon', flag: 'N', lastLogin: '', ut: 'upstream-token',
    utExp: Math.floor(Date.now() / 1000) + 3600, ...(role ? { role, member } : {}),
  });
  const res = await route.PUT(
    new Request(`${ORIGIN}/api/account/digest`, {
      method: 'PUT',
      headers: { host: 'portal.test', origin: ORIGIN, cookie: `portal.session=${cookie}`, 'content-type': 'application/json' },
      body: JSON.stringify({ enabled: true, time: '08:00' }),
    }),
    { params: Promise.resolve({}) } as never,
  );
  return { status: res.status, body: (await res.json()) as { message: string } };
}

beforeAll(async () => {
  await getDb();
}, 180_000);

describe('the digest settings', () => {
  it.each([
    ['Admin', { id: '1', name: 'Leela Thomas', euin: '', subBroker: '', scope: 'book' }],
    ['Operations', { id: '3', name: 'Divya Nair', euin: '', subBroker: '', scope: 'book' }],
  ] as const)("are refused to a member with the %s role: the digest is the ARN holder's", async (role, member) => {
    expect(await put(role, member)).toEqual({ status: 403, body: { message: DIGEST_MESSAGES.holderOnly } });
  });

  it('are the ARN holder’s to change', async () => {
    expect((await put()).status).not.toBe(403);
  });
});
