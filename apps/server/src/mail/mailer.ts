import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe…); names and values are single lines. */
  headers?: Record<string, string>;
}

export interface OutboxEntry extends MailMessage {
  id: number;
  sentAt: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  /** Development outbox (newest first); empty when mail goes through SMTP. */
  outbox(): OutboxEntry[];
  close(): void;
}

/** Header injection guard: an address or subject never carries a line break. */
function assertSingleLine(value: string, field: string): void {
  if (/[\r\n]/.test(value)) throw new Error(`Refusing to send mail: ${field} contains a line break`);
}

export function createSmtpMailer(smtpUrl: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      assertSingleLine(message.to, 'to');
      assertSingleLine(message.subject, 'subject');
      for (const [name, value] of Object.entries(message.headers ?? {})) assertSingleLine(`${name}: ${value}`, 'header');
      await transport.sendMail({ from, ...message });
      logger.info({ mail: { subject: message.subject } }, 'mail sent');
    },
    outbox: () => [],
    close: () => transport.close(),
  };
}

/**
 * Without SMTP outside production, mail is kept in an outbox (memory, and a file per message
 * in DATA_DIR/outbox, readable only by its owner) so a developer can open the links. The log says
 * where the mail is, never its links: an e-mailed link is a credential.
 */
export function createOutboxMailer(dataDir: string, logger: Logger): Mailer {
  const entries: OutboxEntry[] = [];
  let next = 1;
  const folder = join(dataDir, 'outbox');
  return {
    kind: 'outbox',
    async send(message) {
      assertSingleLine(message.to, 'to');
      assertSingleLine(message.subject, 'subject');
      const entry: OutboxEntry = { ...message, id: next++, sentAt: new Date().toISOString() };
      entries.unshift(entry);
      entries.length = Math.min(entries.length, 100);
      await mkdir(folder, { recursive: true });
      const file = join(folder, `${entry.sentAt.replace(/[:.]/g, '-')}-${entry.id}.txt`);
      await writeFile(file, `To: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n`, { mode: 0o600 });
      logger.info({ mail: { subject: message.subject, file } }, 'mail kept in the development outbox (no SMTP_URL set)');
    },
    outbox: () => [...entries],
    close: () => {},
  };
}
