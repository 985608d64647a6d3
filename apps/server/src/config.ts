/**
 * The one place that reads the environment. Everything is validated at start-up; the server
 * refuses to start with a list of what is wrong.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const DEFAULT_CONTENT_DIR = fileURLToPath(new URL('../../../content', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());

const booleanFlag = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes'),
);

const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
  PORT: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(0).max(65535, 'must be at most 65535').default(3000),
  ),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
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
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(LOG_LEVELS).default('info')),
  TRUST_PROXY: z.preprocess(emptyToUndefined, booleanFlag.default(false)),
  SEED_DEMO: optional(booleanFlag),
  /** Benchmarks and load tests only; refused in production. */
  DISABLE_RATE_LIMITS: z.preprocess(emptyToUndefined, booleanFlag.default(false)),
  SHUTDOWN_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(120_000).default(10_000)),
});

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
  authSecret: string;
  logLevel: (typeof LOG_LEVELS)[number];
  trustProxy: boolean;
  /** Seed the demo workspace (default: on the embedded database outside production). */
  seedDemo: boolean;
  /** Per-address rate limits off (load tests); never in production. */
  disableRateLimits: boolean;
  shutdownTimeoutMs: number;
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
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appUrl: e.APP_URL ?? `http://localhost:${e.PORT}`,
    database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
    dataDir,
    contentDir: e.CONTENT_DIR ? resolve(e.CONTENT_DIR) : DEFAULT_CONTENT_DIR,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    authSecret: e.AUTH_SECRET ?? developmentSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO ?? (!e.DATABASE_URL && !production),
    disableRateLimits: e.DISABLE_RATE_LIMITS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
  };
}
