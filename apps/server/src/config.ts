/**
 * The one place that reads the environment. Everything is validated at start-up; the server
 * refuses to start with a list of what is wrong.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { BUNDLED_CONTENT_DIR } from './paths';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());

const booleanFlag = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes'),
);

/** The providers' own webhook hosts (production keeps https-only and public addresses). */
export const DEFAULT_WEBHOOK_HOSTS = {
  slack: ['hooks.slack.com'],
  teams: ['*.webhook.office.com', '*.logic.azure.com', '*.environment.api.powerplatform.com'],
} as const;

const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
  PORT: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(0).max(65535, 'must be at most 65535').default(3000),
  ),
  /** Loopback by default: listening on every interface is a choice (HOST=0.0.0.0 in a container). */
  HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  APP_URL: optional(
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://learn.example.com' })
      .transform((url) => url.replace(/\/+$/, '')),
  ),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  CONTENT_DIR: optional(z.string()),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().min(3).default('Pathwise <no-reply@pathwise.local>')),
  AUTH_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  /** Production over plain http (behind a proxy that terminates TLS elsewhere); refused otherwise. */
  ALLOW_HTTP_APP_URL: z.preprocess(emptyToUndefined, booleanFlag.default(false)),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(LOG_LEVELS).default('info')),
  TRUST_PROXY: z.preprocess(emptyToUndefined, booleanFlag.default(false)),
  SEED_DEMO: optional(booleanFlag),
  /** Benchmarks and load tests only; refused in production. */
  DISABLE_RATE_LIMITS: z.preprocess(emptyToUndefined, booleanFlag.default(false)),
  SHUTDOWN_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(120_000).default(10_000)),
  /** Hosts a Slack incoming webhook may be on (comma-separated; '*.' allows subdomains). */
  SLACK_WEBHOOK_HOSTS: z.preprocess(emptyToUndefined, z.string().default(DEFAULT_WEBHOOK_HOSTS.slack.join(','))),
  /** Hosts a Microsoft Teams incoming webhook (or Workflows trigger) may be on. */
  TEAMS_WEBHOOK_HOSTS: z.preprocess(emptyToUndefined, z.string().default(DEFAULT_WEBHOOK_HOSTS.teams.join(','))),
  /**
   * Tests only: origins (http://127.0.0.1:port) a webhook may be on without https and on this
   * machine, for a local fake receiver. Refused outside NODE_ENV=test.
   */
  WEBHOOK_TEST_ORIGINS: optional(z.string()),
});

/** A DNS name or a '*.'-prefixed one: never an IP address, never a single label like localhost. */
const HOST_PATTERN = /^(\*\.)?(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

function parseHosts(name: string, value: string, problems: string[]): string[] {
  const hosts = value
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  for (const host of hosts) {
    if (!HOST_PATTERN.test(host)) problems.push(`${name}: '${host}' is not a host name (IP addresses and single labels are not allowed)`);
  }
  if (hosts.length === 0) problems.push(`${name}: needs at least one host`);
  return hosts;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Base of every link the product sends by e-mail. Never derived from request headers. */
  appUrl: string;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };
  dataDir: string;
  /** The bundled content folder (use cases and sample stories). */
  contentDir: string;
  mail: { smtpUrl: string | undefined; from: string };
  /** Signs the sign-up browser's note (auth/signup-device.ts). */
  authSecret: string;
  logLevel: (typeof LOG_LEVELS)[number];
  trustProxy: boolean;
  /** Seed the demo workspace (default: on the embedded database outside production). */
  seedDemo: boolean;
  /** Per-address rate limits off (load tests); never in production. */
  disableRateLimits: boolean;
  shutdownTimeoutMs: number;
  /** Chat webhooks: allowed hosts per provider, and (tests only) local origins allowed over http. */
  webhooks: { hosts: { slack: string[]; teams: string[] }; testOrigins: string[] };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** In development a secret is generated once and kept in DATA_DIR so sessions survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not created yet
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  const production = e.NODE_ENV === 'production';
  if (production && !e.AUTH_SECRET) problems.push('AUTH_SECRET: is required in production (at least 32 random characters)');
  if (production && !e.SMTP_URL) problems.push('SMTP_URL: is required in production, or no e-mail can be sent');
  if (production && e.DISABLE_RATE_LIMITS) problems.push('DISABLE_RATE_LIMITS: is for load tests and is not allowed in production');
  if (production && !e.APP_URL) problems.push('APP_URL: is required in production (the public address used in e-mail links)');
  if (production && e.APP_URL?.startsWith('http://') && !e.ALLOW_HTTP_APP_URL) {
    problems.push(
      'APP_URL: must be https:// in production (sessions and e-mailed links would travel in clear); set ALLOW_HTTP_APP_URL=true only if you really serve it over http',
    );
  }
  const webhookHosts = {
    slack: parseHosts('SLACK_WEBHOOK_HOSTS', e.SLACK_WEBHOOK_HOSTS, problems),
    teams: parseHosts('TEAMS_WEBHOOK_HOSTS', e.TEAMS_WEBHOOK_HOSTS, problems),
  };
  const testOrigins = (e.WEBHOOK_TEST_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  if (testOrigins.length > 0 && e.NODE_ENV !== 'test') problems.push('WEBHOOK_TEST_ORIGINS: is for tests only (NODE_ENV=test)');
  for (const origin of testOrigins) {
    if (!/^http:\/\/(127\.0\.0\.1|localhost):\d{1,5}$/.test(origin))
      problems.push(`WEBHOOK_TEST_ORIGINS: '${origin}' must be http://127.0.0.1:<port>`);
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appUrl: e.APP_URL ?? `http://localhost:${e.PORT}`,
    database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
    dataDir,
    contentDir: e.CONTENT_DIR ? resolve(e.CONTENT_DIR) : BUNDLED_CONTENT_DIR,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    authSecret: e.AUTH_SECRET ?? developmentSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO ?? (!e.DATABASE_URL && !production),
    disableRateLimits: e.DISABLE_RATE_LIMITS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    webhooks: { hosts: webhookHosts, testOrigins },
  };
}
