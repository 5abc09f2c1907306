import type { SandboxDb } from './db/client';
import type { PayloadCipher } from '../server/fundhouse/crypto';
import type { SandboxClock } from './clock';
import type { FaultBoard } from './faults';
import type { Profile } from './seed/fixtures';
import type { TokenService } from './tokens';

/** Everything one running sandbox holds; the API pipeline and the sandbox-only routes share it. */
export interface SandboxState {
  pg: SandboxDb;
  /** Other sandbox processes serve the same PostgreSQL database: state lives there, not in memory. */
  shared: boolean;
  clock: SandboxClock;
  tokens: TokenService;
  faults: FaultBoard;
  cipher: PayloadCipher;
  /** Seals answers under the 'wrong-key' fault: a key the portal cannot know. */
  wrongCipher: PayloadCipher;
  profile: Profile;
  log(line: Record<string, unknown>): void;
  reset(): Promise<{ ms: number }>;
  /** Aborted when close() starts, so delays end and the server can stop promptly. */
  closing: AbortSignal;
}
