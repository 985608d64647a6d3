import type { AppDeps } from '../context';
import { ApiError } from './errors';
import { DEFAULT_RATE_LIMITS, hitRateLimit, type RateLimits } from './rate-limit';

/** Counts one hit against a named limit; over it, a 429 with a clear message. */
export async function enforceLimit(
  deps: AppDeps,
  name: keyof RateLimits,
  subject: string,
  error: { code: string; message: string } = { code: 'rate_limited', message: 'Too many requests. Please wait a moment and try again.' },
): Promise<void> {
  // Load tests may switch off the per-address limits; per-account rules of the spec stay.
  if (deps.config.disableRateLimits && name.endsWith('PerIp')) return;
  const { limit, windowMs } = deps.rateLimits?.[name] ?? DEFAULT_RATE_LIMITS[name];
  const result = await hitRateLimit(deps.database.db, `${name}:${subject}`, limit, windowMs);
  if (!result.allowed)
    throw new ApiError(429, error.code, error.message, undefined, { retryAfterSeconds: Math.ceil(result.retryAfterMs / 1000) });
}

/** Counts one hit against a named limit; false when over it (for answers that must not differ). */
export async function hitLimit(deps: AppDeps, name: keyof RateLimits, subject: string): Promise<boolean> {
  return enforceLimit(deps, name, subject).then(
    () => true,
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 429) return false;
      throw error;
    },
  );
}
