import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RULES, PASSWORD_SPECIALS, passwordProblems } from './password';

describe('passwordProblems', () => {
  it('accepts a password that meets every rule', () => {
    expect(passwordProblems('Str0ng!pass')).toEqual([]);
  });

  it.each([
    ['Sh0rt!', 'Password must be at least 8 characters long'],
    ['lowercase1!', 'Password must contain at least one uppercase letter'],
    ['UPPERCASE1!', 'Password must contain at least one lowercase letter'],
    ['NoDigits!!', 'Password must contain at least one number'],
    ['NoSpecial123', 'Password must contain at least one special character (!@#$%^&*(),.?":{}|<>)'],
  ])('gives its own message when %j breaks one rule', (password, message) => {
    expect(passwordProblems(password)).toEqual([message]);
  });

  it('lists every broken rule in order', () => {
    expect(passwordProblems('abc')).toHaveLength(4);
    expect(passwordProblems('')).toEqual(PASSWORD_RULES.filter((r) => r.id !== 'maxLength').map((r) => r.message));
  });

  it('accepts long Unicode passphrases and refuses more than 256 characters', () => {
    expect(passwordProblems('Ünïcödé pässphrase wïth 42 wörds, çà và?')).toEqual([]);
    expect(passwordProblems(`Aa1!${'x'.repeat(252)}`)).toEqual([]);
    expect(passwordProblems(`Aa1!${'x'.repeat(253)}`)).toEqual(['Password must be at most 256 characters long']);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordProblems('Aa1!😀😀😀😀')).toEqual([]);
    expect(passwordProblems('Aa1!😀😀😀')).toEqual(['Password must be at least 8 characters long']);
  });

  it('property: a password built from every class and 8+ characters always passes', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z]$/),
        fc.stringMatching(/^[a-z]$/),
        fc.integer({ min: 0, max: 9 }),
        fc.constantFrom(...PASSWORD_SPECIALS),
        fc.string({ minLength: 4, maxLength: 200 }),
        (u, l, d, s, rest) => {
          expect(passwordProblems(`${u}${l}${d}${s}${rest}`)).toEqual([]);
        },
      ),
    );
  });

  it('property: the length rule fails exactly below 8 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (p) => {
        const short = Array.from(p).length < 8;
        expect(passwordProblems(p).includes('Password must be at least 8 characters long')).toBe(short);
      }),
    );
  });
});
