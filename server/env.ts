import 'server-only';
import { readEnv, readPublicLinks, type Env } from './env-schema';

let cached: Env | undefined;

/** Validated configuration; the first call fails fast with a readable message when something is wrong. */
export function env(): Env {
  cached ??= readEnv(process.env);
  return cached;
}

let linksRead: ReturnType<typeof readPublicLinks> | undefined;

/** External addresses the pages link to (support form, co-brand site and the like). */
export function publicLinks() {
  // Not env(): the prerendered sign-in page reads these at build time, where the secrets may be unset.
  const e = (linksRead ??= readPublicLinks(process.env));
  return {
    queryAssistantUrl: e.QUERY_ASSISTANT_URL,
    coBrandUrl: e.CO_BRAND_URL,
    telegramUrl: e.PARTNER_TELEGRAM_URL,
    distributorCornerUrl: e.DISTRIBUTOR_CORNER_URL,
    fatcaUpdateUrl: e.FATCA_UPDATE_URL,
  };
}

export type PublicLinks = ReturnType<typeof publicLinks>;
