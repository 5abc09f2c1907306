export function staticSecurityHeaders(production: boolean): { key: string; value: string }[];
export function contentSecurityPolicy(nonce: string, production: boolean): string;
export function prerenderedContentSecurityPolicy(hashes: string[] | null, production: boolean): string;
export const API_CONTENT_SECURITY_POLICY: string;
