import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@pathwise/core';
import { claimLink, readAuthLink, verificationProgressText } from './auth-link';

describe('readAuthLink', () => {
  it('reads verification, reset and legacy links', () => {
    expect(readAuthLink('?token_hash=abc&type=signup', '')).toEqual({ kind: 'verify', tokenHash: 'abc' });
    expect(readAuthLink('?token=abc&type=signup', '')).toEqual({ kind: 'verify', tokenHash: 'abc' });
    expect(readAuthLink('?type=signup', '')).toEqual({ kind: 'invalid-verify' });
    expect(readAuthLink('', '#access_token=a&refresh_token=b&type=signup')).toEqual({ kind: 'invalid-verify' });
    expect(readAuthLink('?reset=true&token=r1', '')).toEqual({ kind: 'reset', token: 'r1' });
    expect(readAuthLink('?reset=true', '')).toBeNull();
    expect(readAuthLink('', '')).toBeNull();
    expect(readAuthLink('?utm_source=mail', '#top')).toBeNull();
  });

  it('reads error parameters from the query or the hash; otp_expired in words', () => {
    expect(readAuthLink('?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid', '')).toEqual({
      kind: 'error',
      description: MESSAGES.otpExpired,
    });
    // Free text in the address is never shown: anyone can write a link that says anything.
    expect(readAuthLink('', '#error=server_error&error_description=Mail%20down')).toEqual({
      kind: 'error',
      description: MESSAGES.verificationFailedFallback,
    });
    expect(readAuthLink('?error=x&error_description=Your+account+is+suspended.+Call+%2B1-555-0100', '')).toEqual({
      kind: 'error',
      description: MESSAGES.verificationFailedFallback,
    });
    expect(readAuthLink('?error=otp_expired', '')).toEqual({ kind: 'error', description: MESSAGES.otpExpired });
    expect(readAuthLink('?error=', '')).toEqual({ kind: 'error', description: MESSAGES.verificationFailedFallback });
  });
});

describe('verification progress', () => {
  it.each([
    [0, 'Starting verification process'],
    [25, 'Starting verification process'],
    [30, 'Confirming your email address'],
    [59, 'Confirming your email address'],
    [60, 'Setting up your account'],
    [89, 'Setting up your account'],
    [90, 'Almost done!'],
    [100, 'Almost done!'],
  ])('at %i%% reads %s', (progress, text) => {
    expect(verificationProgressText(progress)).toBe(text);
  });

  it('claims each link once', () => {
    expect(claimLink('?token_hash=once&type=signup')).toBe(true);
    expect(claimLink('?token_hash=once&type=signup')).toBe(false);
    expect(claimLink('?token_hash=other&type=signup')).toBe(true);
  });
});
