import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * Errors are logged without the SQL parameters a failed query carries in its message (they can
 * hold e-mail addresses and password hashes): the driver's own error is logged instead.
 */
export function safeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const failedQuery = 'query' in error && 'params' in error;
  const inner = failedQuery && error.cause instanceof Error ? error.cause : error;
  const code = (inner as { code?: unknown }).code;
  return {
    type: inner.name,
    message: inner.message.slice(0, 500),
    ...(typeof code === 'string' ? { code } : {}),
    ...(failedQuery ? { query: 'failed query (parameters omitted)' } : {}),
    stack: inner.stack?.split('\n').slice(0, 8).join('\n'),
  };
}

/** Structured JSON logs. Credentials never reach a log line: these paths are censored. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'pathwise' },
      serializers: { err: safeError },
      redact: {
        paths: [
          'password',
          '*.password',
          'token',
          '*.token',
          'tokenHash',
          '*.tokenHash',
          'token_hash',
          '*.token_hash',
          'links',
          '*.links',
          'headers.cookie',
          'headers.authorization',
          '*.headers.cookie',
          '*.headers.authorization',
          'secret',
          '*.secret',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
