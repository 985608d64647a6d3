import fc from 'fast-check';
import { parse } from 'hono/utils/cookie';
import { describe, expect, it } from 'vitest';
import { cookieValue } from '../src/http/cookies';

const token = 'Zm9vYmFyYmF6cXV4cXV1eF9fLS0tYWJj';

describe('one cookie read from the Cookie header', () => {
  it('finds the cookie first, among others or last', () => {
    expect(cookieValue(`pw_session=${token}`, 'pw_session')).toBe(token);
    expect(cookieValue(`pw_session=${token}; theme=dark`, 'pw_session')).toBe(token);
    expect(cookieValue(`theme=dark; pw_session=${token}; lang=en`, 'pw_session')).toBe(token);
    expect(cookieValue(`theme=dark;pw_session=${token}`, 'pw_session')).toBe(token);
  });

  it('leaves out the blanks around a pair, its name and its value, and the quotes around the value', () => {
    expect(cookieValue(`theme=dark;  \tpw_session = ${token} \t; lang=en`, 'pw_session')).toBe(token);
    expect(cookieValue(`pw_session="${token}"`, 'pw_session')).toBe(token);
    expect(cookieValue('pw_session="', 'pw_session')).toBe('"');
  });

  it('keeps a value whole, = signs and all', () => {
    expect(cookieValue('pw_session=abc==; x=1', 'pw_session')).toBe('abc==');
  });

  it('takes only the cookie of that exact name, the first of two', () => {
    expect(cookieValue(`xpw_session=evil; pw_session2=evil; pw_session=${token}`, 'pw_session')).toBe(token);
    expect(cookieValue(`pw_session=${token}; pw_session=second`, 'pw_session')).toBe(token);
    expect(cookieValue('xpw_session=evil', 'pw_session')).toBeUndefined();
  });

  it('finds nothing where there is no such cookie', () => {
    expect(cookieValue('', 'pw_session')).toBeUndefined();
    expect(cookieValue('theme=dark; lang', 'pw_session')).toBeUndefined();
    expect(cookieValue('pw_session', 'pw_session')).toBeUndefined();
    expect(cookieValue(';;', 'pw_session')).toBeUndefined();
    expect(cookieValue('pw_session=', 'pw_session')).toBe('');
  });

  it("property: reads what Hono's parse reads, for headers browsers send", () => {
    const name = fc.stringMatching(/^[a-z][a-z0-9_]{0,11}$/);
    const value = fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/);
    const pair = fc.tuple(name, value, fc.constantFrom('', ' '));
    fc.assert(
      fc.property(fc.array(pair, { minLength: 1, maxLength: 6 }), fc.nat(), (pairs, pick) => {
        const header = pairs.map(([n, v, blank]) => `${blank}${n}=${v}`).join(';');
        const wanted = pairs[pick % pairs.length]?.[0] ?? 'pw_session';
        expect(cookieValue(header, wanted)).toBe(parse(header, wanted)[wanted]);
        expect(cookieValue(header, 'pw_session')).toBe(parse(header, 'pw_session').pw_session);
      }),
    );
  });
});
