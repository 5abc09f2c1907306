import { afterEach, describe, expect, it, vi } from 'vitest';

// A wrong configuration stops the start with the list of what to fix, before any request.

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('checkConfigurationAtBoot', () => {
  it('prints every missing or malformed variable and stops the process', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('FUNDHOUSE_API_URL', 'not a url');
    vi.stubEnv('NEXTAUTH_SECRET', '');
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { checkConfigurationAtBoot } = await import('@/server/boot');
    checkConfigurationAtBoot();
    expect(exit).toHaveBeenCalledWith(1);
    const text = String(printed.mock.calls[0]?.[0]);
    expect(text).toMatch(/configuration is incomplete \(production\)/);
    expect(text).toMatch(/FUNDHOUSE_API_URL/);
    expect(text).toMatch(/NEXTAUTH_SECRET: is not set/);
  });

  it('lets a complete configuration start', async () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    const { checkConfigurationAtBoot } = await import('@/server/boot');
    checkConfigurationAtBoot();
    expect(exit).not.toHaveBeenCalled();
  });
});
