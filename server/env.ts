import 'server-only';
import { readEnv, type Env } from './env-schema';

let cached: Env | undefined;

/** Validated configuration; the first call fails fast with a readable message when something is wrong. */
export function env(): Env {
  cached ??= readEnv(process.env);
  return cached;
}

/** External addresses the pages link to (support form, co-brand site and the like). */
export function publicLinks() {
  const e = env();
  return {
    queryAssistantUrl: e.QUERY_ASSISTANT_URL,
    coBrandUrl: e.CO_BRAND_URL,
    telegramUrl: e.PARTNER_TELEGRAM_URL,
    distributorCornerUrl: e.DISTRIBUTOR_CORNER_URL,
    fatcaUpdateUrl: e.FATCA_UPDATE_URL,
  };
}

export type PublicLinks = ReturnType<typeof publicLinks>;
