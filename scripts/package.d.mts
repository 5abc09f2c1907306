export const RUNTIME_FILES: string[];
export function unpackageable(distDir: string): string | null;
export function packageRelease(options: { project?: string; dist: string; out: string }): {
  out: string;
  buildId: string;
  publicOrigin: string | null;
  packagedAt: string;
};
