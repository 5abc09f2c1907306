import 'server-only';
import type { DistributorAuth } from '../../auth/session';
import { noteInitiation } from '../../http/initiation';
import { flowInvestor } from './flow-reads';

/**
 * Runs `send` (the call that asks the registrar to create something) with the investor noted in the
 * trail. A request that knows only the PAN gets the name from the flow's read of the investor, made
 * beside the request rather than before it: the read never delays the request, and a failed read
 * leaves the name out of the trail rather than failing what the distributor asked for.
 */
export async function sendNotingInvestor<T>(auth: DistributorAuth, pan: string, send: () => Promise<T>): Promise<T> {
  noteInitiation({ pan });
  const name = flowInvestor(auth, pan).then(
    (answer) => answer.DtData[0]?.invname.trim() || null,
    () => null,
  );
  try {
    return await send();
  } finally {
    noteInitiation({ investor: await name });
  }
}
