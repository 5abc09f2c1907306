export const PRERENDERED_PAGES: ReadonlyMap<string, string>;
export const PRERENDERED_FILES: readonly string[];
export const PRERENDERED_CACHE_CONTROL: string;
export function inlineScriptHashes(html: string): string[];
export function prerenderedHeaders(production: boolean): { source: string; headers: { key: string; value: string }[] }[];
export function stampPrerenderedPolicies(distDir: string, production?: boolean): string[];
export const PAGE_ALIASES: ReadonlyMap<string, string>;
export function unaliased(url: string): string | null;
