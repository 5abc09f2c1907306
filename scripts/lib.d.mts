type Env = Record<string, string | undefined>;

export function resolvePublicOrigin(env: Env): string;
export function buildPortal(root: string, env: Env, stdio?: 'inherit' | 'ignore' | 'pipe'): number;
export function buildIsStale(root: string, distDir: string, origin?: string): boolean;
export function localSecrets(root: string, env: Env): Record<string, string>;
export function waitForHealth(url: string, timeoutMs: number): Promise<void>;
