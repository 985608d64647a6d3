import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTokenLike, REDACTED, redactRecord, redactUrl } from './redact';

const TOKEN = 'Zk3v9Qx2LmT8pR4sW7yB1nC6dF0gH5jK-A_bcdEFG12';

describe('redactUrl', () => {
  it('removes token parameters from the query and a parameter fragment, and keeps the rest', () => {
    expect(redactUrl(`https://learn.acme.io/auth?token_hash=${TOKEN}&type=signup`)).toBe('https://learn.acme.io/auth?type=signup');
    expect(redactUrl(`http://localhost:3000/auth?reset=true&token=${TOKEN}`)).toBe('http://localhost:3000/auth?reset=true');
    expect(redactUrl(`/auth#access_token=${TOKEN}&refresh_token=${TOKEN}`)).toBe('/auth');
    expect(redactUrl('/library?q=tests&role=qa#results')).toBe('/library?q=tests&role=qa#results');
    expect(redactUrl(`/x?next=${TOKEN}`)).toBe('/x');
  });

  it('property: a random token never survives, wherever it is put', () => {
    const token = fc.stringMatching(/^[A-Za-z0-9_-]{43}$/).filter((t) => /[A-Z]/.test(t) && /[a-z]/.test(t) && /[0-9]/.test(t));
    const name = fc.constantFrom('token', 'token_hash', 'access_token', 'code', 'x', 'ref');
    fc.assert(
      fc.property(token, name, fc.boolean(), (secret, param, inHash) => {
        const address = `https://a.example/p?keep=1${inHash ? `#${param}=${secret}` : `&${param}=${secret}`}`;
        expect(redactUrl(address)).not.toContain(secret);
      }),
    );
  });
});

describe('redactRecord', () => {
  it('drops secret-named fields, cleans addresses and replaces token-like strings at any depth', () => {
    expect(
      redactRecord({
        current_url: `/auth?token=${TOKEN}`,
        list: [{ password: 'x', note: TOKEN }],
        user_id: '8a4bd7e2-3c1f-4f5a-9b6d-2e7c1a0f9d33',
        use_case_id: 'debug-trace-production-incident-from-logs',
        created_at: '2026-11-25T02:08:06.839Z',
      }),
    ).toEqual({
      current_url: '/auth',
      list: [{ note: REDACTED }],
      user_id: '8a4bd7e2-3c1f-4f5a-9b6d-2e7c1a0f9d33',
      use_case_id: 'debug-trace-production-incident-from-logs',
      created_at: '2026-11-25T02:08:06.839Z',
    });
  });

  it('tells tokens from ids, slugs and dates', () => {
    expect(isTokenLike(TOKEN)).toBe(true);
    expect(isTokenLike('8a4bd7e2-3c1f-4f5a-9b6d-2e7c1a0f9d33')).toBe(false);
    expect(isTokenLike('code-github-actions-ci-workflow-and-more')).toBe(false);
    expect(isTokenLike('short1A')).toBe(false);
  });
});
