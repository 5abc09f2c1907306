import type { SipFigures } from '@/lib/api/sip-figures';
import { withSession } from '@/server/http/handler';
import { getSipFigures } from '@/server/services/dashboard/sip-figures';

export const GET = withSession({ needs: 'read' }, async (_input, auth): Promise<SipFigures> => getSipFigures(auth));
