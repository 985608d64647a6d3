/** Error codes that mean "the database is unreachable right now", not "the query was wrong". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|Client has encountered a connection error|terminating connection|the database system is (starting up|shutting down)/i;

/** True when an error (or its cause chain) says the database could not be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && UNAVAILABLE_CODES.has(candidate.code)) return true;
    if (typeof candidate.message === 'string' && UNAVAILABLE_MESSAGES.test(candidate.message)) return true;
    current = candidate.cause;
  }
  return false;
}
