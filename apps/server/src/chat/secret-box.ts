import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Webhook addresses are secrets (whoever has one can post into the team's channel): stored
 * encrypted with AES-256-GCM under a key derived from AUTH_SECRET, decrypted only to send.
 */
function key(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'pathwise', 'chat-webhook-url', 32));
}

export function seal(secret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(secret), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

export function open(secret: string, sealed: string): string {
  const [version, iv = '', tag = '', data = ''] = sealed.split('.');
  if (version !== 'v1') throw new Error('unknown sealed format');
  const decipher = createDecipheriv('aes-256-gcm', key(secret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
