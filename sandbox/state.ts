import type { PGlite } from '@electric-sql/pglite';
import type { PayloadCipher } from '../server/fundhouse/crypto';
import type { SandboxClock } from './clock';
import type { FaultBoard } from './faults';
import type { Profile } from './seed/fixtures';
import type { TokenService } from './tokens';

/** Everything one running sandbox holds; the API pipeline and the sandbox-only routes share it. */
export interface SandboxState {
  pg: PGlite;
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
