import { SMTPServer } from 'smtp-server';
import { parseMail } from './mime';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

/** A real SMTP server on an ephemeral port that keeps every message it receives. */
export async function startMailCatcher(): Promise<{ url: string; messages: CaughtMail[]; close: () => Promise<void> }> {
  const messages: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error) => callback(error));
      stream.on('end', () => {
        const { subject, text } = parseMail(Buffer.concat(chunks).toString('utf8'));
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), subject, text });
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
