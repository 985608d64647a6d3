import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

const made: string[] = [];
const dir = () => {
  const folder = mkdtempSync(join(tmpdir(), 'pathwise-config-'));
  made.push(folder);
  return folder;
};
afterAll(() => {
  for (const folder of made) rmSync(folder, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('has working defaults for development: PGlite in DATA_DIR, APP_URL from PORT', () => {
    const dataDir = dir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
  });

  it('generates the development secret once and keeps it in DATA_DIR', () => {
    const dataDir = dir();
    const first = loadConfig({ DATA_DIR: dataDir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'auth-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(first);
  });

  it('uses PostgreSQL when DATABASE_URL is set and does not seed the demo there by default', () => {
    const config = loadConfig({
      DATA_DIR: dir(),
      DATABASE_URL: 'postgres://u@db:5432/app',
      PORT: '8080',
      APP_URL: 'https://learn.acme.io/',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/app' });
    expect(config.appUrl).toBe('https://learn.acme.io');
    expect(config.seedDemo).toBe(false);
  });

  it('listens on this machine only unless HOST says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dir() }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dir(), HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('refuses an http APP_URL in production unless ALLOW_HTTP_APP_URL says so', () => {
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: dir(),
      AUTH_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail.acme.io:587',
      APP_URL: 'http://learn.acme.io',
    };
    expect(() => loadConfig(production)).toThrow(/APP_URL: must be https:\/\/ in production/);
    expect(loadConfig({ ...production, ALLOW_HTTP_APP_URL: 'true' }).appUrl).toBe('http://learn.acme.io');
    expect(loadConfig({ ...production, APP_URL: 'https://learn.acme.io' }).appUrl).toBe('https://learn.acme.io');
  });

  it('refuses to start with a list of everything that is wrong', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail', LOG_LEVEL: 'loud', APP_URL: 'not a url' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      for (const name of ['PORT', 'DATABASE_URL', 'SMTP_URL', 'LOG_LEVEL', 'APP_URL']) expect(problems).toContain(name);
    }
  });

  it('requires AUTH_SECRET, SMTP_URL and APP_URL in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dir() })).toThrow(/AUTH_SECRET[\s\S]*SMTP_URL[\s\S]*APP_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dir(), AUTH_SECRET: 'short' })).toThrow(/at least 32/);
    const ok = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dir(),
      AUTH_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail:25',
      APP_URL: 'https://learn.acme.io',
    });
    expect(ok.seedDemo).toBe(false);
  });
});
