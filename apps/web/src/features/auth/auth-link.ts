import { MESSAGES, VERIFICATION_PROGRESS } from '@pathwise/core';

/**
 * What an error parameter in the address may say in the product's toast: known codes map to the
 * spec's words; any other text (which anyone can put in a link) is never shown as it is.
 */
const KNOWN_LINK_ERRORS: Readonly<Record<string, string>> = {
  otp_expired: MESSAGES.otpExpired,
};

export function linkErrorDescription(codes: (string | null)[]): string {
  for (const code of codes) {
    const known = code ? KNOWN_LINK_ERRORS[code.trim().toLowerCase()] : undefined;
    if (known) return known;
  }
  return MESSAGES.verificationFailedFallback;
}

/** What a visit to /auth carries in its query or hash (docs/api/accounts.md, "Links in e-mail"). */
export type AuthLink =
  | { kind: 'verify'; tokenHash: string }
  /** Tokens in the hash (the old provider's links) or a signup link without a token: refused. */
  | { kind: 'invalid-verify' }
  | { kind: 'reset'; token: string }
  | { kind: 'error'; description: string }
  | null;

function params(search: string, hash: string): URLSearchParams {
  const merged = new URLSearchParams(search);
  // Error and legacy parameters may arrive in the fragment instead of the query.
  new URLSearchParams(hash.replace(/^#/, '')).forEach((value, key) => {
    if (!merged.has(key)) merged.set(key, value);
  });
  return merged;
}

export function readAuthLink(search: string, hash: string): AuthLink {
  const p = params(search, hash);
  const error = p.get('error');
  const errorCode = p.get('error_code');
  const errorDescription = p.get('error_description');
  if (error !== null || errorCode !== null || errorDescription !== null) {
    // The spec shows the provider's 'otp_expired' in words; free text from the address never.
    return { kind: 'error', description: linkErrorDescription([errorCode, error, errorDescription]) };
  }
  const resetToken = p.get('token');
  if (p.get('reset') === 'true' && resetToken) return { kind: 'reset', token: resetToken };
  if (p.has('access_token') || p.has('refresh_token')) return { kind: 'invalid-verify' };
  if (p.get('type') === 'signup') {
    const tokenHash = p.get('token_hash') ?? p.get('token');
    return tokenHash ? { kind: 'verify', tokenHash } : { kind: 'invalid-verify' };
  }
  return null;
}

const handledLinks = new Set<string>();

/**
 * True the first time a link (its query and hash) is claimed in this page's life, so each is
 * acted on once: React StrictMode runs effects twice and the route may remount.
 */
export function claimLink(searchAndHash: string): boolean {
  if (handledLinks.has(searchAndHash)) return false;
  handledLinks.add(searchAndHash);
  return true;
}

/** The spec's progress texts for the verification bar. */
export function verificationProgressText(progress: number): string {
  if (progress < 30) return 'Starting verification process';
  if (progress < 60) return 'Confirming your email address';
  if (progress < 90) return 'Setting up your account';
  return 'Almost done!';
}

export const [PROGRESS_STARTED, PROGRESS_CONFIRMED, PROGRESS_DONE] = VERIFICATION_PROGRESS;
