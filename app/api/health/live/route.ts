import { withPublic } from '@/server/http/handler';

// GET /api/health/live: the process answers. No session, no store, no registrar: see /api/health/ready.
export const dynamic = 'force-dynamic';

export const GET = withPublic({}, async () => ({ status: 'alive' }));
