export function staticSecurityHeaders(production: boolean): { key: string; value: string }[];
export function contentSecurityPolicy(nonce: string, production: boolean): string;
