import { otpDdl } from '../otp';

// Each domain's tables, created after the core tables (sandbox/db/schema.ts) in this order.
// A new domain adds its DDL string here; the schema version follows the text automatically.
export const DOMAIN_DDL: readonly string[] = [otpDdl];
