import { pino, type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs. Credentials never reach a log line: these paths are censored. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'pathwise' },
      redact: {
        paths: [
          'password',
          '*.password',
          'token',
          '*.token',
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
