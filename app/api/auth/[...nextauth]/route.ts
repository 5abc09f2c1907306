import NextAuth from 'next-auth';
import { authOptions } from '@/server/auth/options';

type RouteContext = { params: Promise<{ nextauth: string[] }> };

// Options are built per request so a configuration error is reported when used, not at import.
async function handler(req: Request, ctx: RouteContext) {
  return NextAuth(req as never, ctx as never, authOptions());
}

export { handler as GET, handler as POST };
