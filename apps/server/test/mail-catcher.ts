import { SMTPServer } from 'smtp-server';
import { parseMail } from './mime';

export interface CaughtMail {
  to: string[];
  subject: string;
  /** The text/plain part. */
  text: string;
  /** The text/html part, if any. */
  html?: string;
  /** Top-level headers (names lower-cased). */
  headers: Record<string, string>;
}

/**
 * A real SMTP server on an ephemeral port that keeps every message it receives. `failFirst`
 * refuses that many messages with a temporary error first (a mail outage the sender must retry).
 */
export async function startMailCatcher({ failFirst = 0 }: { failFirst?: number } = {}): Promise<{
  url: string;
  messages: CaughtMail[];
  /** Messages refused so far (outage). */
  refused: () => number;
  close: () => Promise<void>;
}> {
  const messages: CaughtMail[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      if (refused < failFirst) {
        refused += 1;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 })));
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error) => callback(error));
      stream.on('end', () => {
        const { subject, text, html, headers } = parseMail(Buffer.concat(chunks).toString('utf8'));
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), subject, text, html, headers });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refused: () => refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
