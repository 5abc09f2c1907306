import { describe, expect, it } from 'vitest';
import { ConfigError, readEnv, readPublicLinks } from '@/server/env-schema';

const secrets = {
  NEXTAUTH_SECRET: 'n'.repeat(32),
  SESSION_SECRET: 's'.repeat(32),
  FUNDHOUSE_API_SECRET: 'f'.repeat(32),
};

describe('configuration', () => {
  it('has development defaults outside production, pointing at the sandbox port', () => {
    const env = readEnv({ NODE_ENV: 'development', SANDBOX_PORT: '4555' });
    expect(env.FUNDHOUSE_API_URL).toBe('http://127.0.0.1:4555');
    expect(env.FUNDHOUSE_TIMEOUT_MS).toBe(10_000);
    expect(env.FUND_CODE).toBe('117');
    expect(env.NEXTAUTH_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('sends mail through the sandbox outside production, and nowhere in production unless told', () => {
    expect(readEnv({ NODE_ENV: 'development', SANDBOX_SMTP_PORT: '4556' }).SMTP_URL).toBe('smtp://127.0.0.1:4556');
    expect(readEnv({ NODE_ENV: 'development' }).FUNDHOUSE_SERVICE_KEY?.length).toBeGreaterThanOrEqual(32);
    const production = readEnv({ NODE_ENV: 'production', FUNDHOUSE_API_URL: 'https://api.example.com', ...secrets });
    expect(production.SMTP_URL).toBeUndefined();
    expect(production.FUNDHOUSE_SERVICE_KEY).toBeUndefined();
  });

  it('refuses an SMTP_URL that is not smtp(s) and a short service key, naming each', () => {
    const wrong = () => readEnv({ NODE_ENV: 'production', FUNDHOUSE_API_URL: 'https://api.example.com', ...secrets, SMTP_URL: 'http://mail.example.com', FUNDHOUSE_SERVICE_KEY: 'short' });
    expect(wrong).toThrow('SMTP_URL: SMTP_URL must be an smtp:// or smtps:// address such as smtp://user:password@mail.example.com:587');
    expect(wrong).toThrow('FUNDHOUSE_SERVICE_KEY: FUNDHOUSE_SERVICE_KEY must be at least 32 characters long');
    expect(readEnv({ NODE_ENV: 'production', FUNDHOUSE_API_URL: 'https://api.example.com', ...secrets, SMTP_URL: 'smtps://u:p@mail.example.com:465' }).SMTP_URL).toBe('smtps://u:p@mail.example.com:465');
  });

  it('fails fast in production, naming every missing secret', () => {
    let err: unknown;
    try {
      readEnv({ NODE_ENV: 'production', FUNDHOUSE_API_URL: 'https://api.example.com' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const text = (err as Error).message;
    expect(text).toContain('(production)');
    expect(text).toContain('FUNDHOUSE_API_SECRET: is not set');
    expect(text).toContain('NEXTAUTH_SECRET: is not set');
    expect(text).toContain('SESSION_SECRET: is not set');
  });

  it('takes PUBLIC_ORIGIN as an origin only', () => {
    expect(readEnv({ NODE_ENV: 'development', PUBLIC_ORIGIN: 'https://portal.example.com' }).PUBLIC_ORIGIN).toBe('https://portal.example.com');
    expect(readEnv({ NODE_ENV: 'development', PUBLIC_ORIGIN: 'http://localhost:3100/' }).PUBLIC_ORIGIN).toBe('http://localhost:3100/');
    for (const bad of ['https://portal.example.com/portal', 'ftp://portal.example.com', 'portal.example.com', 'https://portal.example.com/?a=1']) {
      expect(() => readEnv({ NODE_ENV: 'development', PUBLIC_ORIGIN: bad }), bad).toThrow(/PUBLIC_ORIGIN/);
    }
  });

  it('requires the API address in production and rejects short secrets', () => {
    expect(() => readEnv({ NODE_ENV: 'production', ...secrets })).toThrow(/FUNDHOUSE_API_URL: is not set/);
    expect(() => readEnv({ NODE_ENV: 'production', ...secrets, FUNDHOUSE_API_URL: 'https://a.example', SESSION_SECRET: 'short' })).toThrow(
      /SESSION_SECRET: SESSION_SECRET must be at least 32 characters long/,
    );
  });

  it('accepts a complete production configuration', () => {
    const env = readEnv({ NODE_ENV: 'production', ...secrets, FUNDHOUSE_API_URL: 'https://api.example.com', FUNDHOUSE_TIMEOUT_MS: '5000' });
    expect(env.FUNDHOUSE_TIMEOUT_MS).toBe(5000);
  });
});

describe('the external links alone', () => {
  it('are read without the secrets, as the prerendered sign-in page needs them at build time', () => {
    const links = readPublicLinks({ NODE_ENV: 'production', CO_BRAND_URL: 'https://cobrand.example/', DISTRIBUTOR_CORNER_URL: '' });
    expect(links.CO_BRAND_URL).toBe('https://cobrand.example/');
    expect(links.DISTRIBUTOR_CORNER_URL).toBe('https://distributor.fundhouse.example/renew-arn');
  });

  it('refuse an address that is not http(s), naming the variable', () => {
    expect(() => readPublicLinks({ PARTNER_TELEGRAM_URL: 'javascript:alert(1)' })).toThrow(ConfigError);
    expect(() => readPublicLinks({ PARTNER_TELEGRAM_URL: 'javascript:alert(1)' })).toThrow(/PARTNER_TELEGRAM_URL/);
  });
});
