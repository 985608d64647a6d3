import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalDomain,
  domainAndParents,
  isPersonalDomain,
  isPublicSuffix,
  MORE_PERSONAL_DOMAIN_NAMES,
  normalizeEmail,
  parseWorkEmail,
  PERSONAL_DOMAIN_NAMES,
  suggestedWorkspaceName,
  webmailUrl,
} from './email';
import { MESSAGES } from './messages';

describe('parseWorkEmail', () => {
  it.each([
    'ada@GMAIL.com',
    'a@yahoo.co.uk',
    'a@mail.yahoo.com',
    'a@hotmail.fr',
    'a@me.com',
    'a@live.com',
    'a@icloud.com',
    'a@protonmail.ch',
    'a@googlemail.com',
    'a@ymail.com',
    'a@aol.com',
    'a@outlook.de',
    'a@gmail.com.',
    // The big free providers beyond the spec's list.
    'a@proton.me',
    'a@pm.me',
    'a@mac.com',
    'a@msn.com',
    'a@gmx.de',
    'a@gmx.net',
    'a@mail.com',
    'a@yandex.ru',
    'a@yandex.com',
    'a@mail.ru',
    'a@zoho.com',
    'a@hey.com',
    'a@fastmail.com',
    'a@fastmail.fm',
    'a@tutanota.com',
    'a@tuta.io',
    'a@qq.com',
    'a@163.com',
    'a@web.de',
  ])('refuses the personal address %s with the spec message', (address) => {
    expect(parseWorkEmail(address)).toEqual({ ok: false, reason: 'personal', message: MESSAGES.personalEmail });
  });

  it.each(['a@co.uk', 'a@github.io', 'a@com.br', 'a@s3.amazonaws.com', 'a@blogspot.com'])(
    'refuses %s: a public suffix is never one organisation',
    (address) => {
      expect(parseWorkEmail(address)).toEqual({ ok: false, reason: 'invalid', message: MESSAGES.invalidEmail });
    },
  );

  it('keeps company domains that merely contain a provider word', () => {
    for (const address of ['a@acme.co.uk', 'a@mailchimp.com', 'a@orange.com', 'a@heyday.io', 'a@alice.github.io']) {
      expect(parseWorkEmail(address).ok, address).toBe(true);
    }
    expect(isPublicSuffix('acme.co.uk')).toBe(false);
  });

  it('refuses addresses on the product host', () => {
    expect(parseWorkEmail('a@pathwise.dev', 'learn.pathwise.dev').ok).toBe(false);
    expect(parseWorkEmail('a@acme.io', 'learn.pathwise.dev').ok).toBe(true);
    expect(parseWorkEmail('a@acme.io', 'localhost').ok).toBe(true);
  });

  it.each([
    '',
    'plainaddress',
    '@acme.com',
    'a@',
    'a@acme',
    'a@@acme.com',
    'a b@acme.com',
    'a@acme..com',
    'a@-acme.com',
    'a@acme.com\r\nBcc: x@y.z',
    'a@acme.com/x',
    'a@acme.com:25',
    `${'a'.repeat(65)}@acme.com`,
    `a@${'b'.repeat(250)}.com`,
  ])('refuses the invalid address %j', (address) => {
    expect(parseWorkEmail(address)).toEqual({ ok: false, reason: 'invalid', message: MESSAGES.invalidEmail });
  });

  it('canonicalises case, spaces, trailing dot, full-width dots and internationalised domains', () => {
    expect(parseWorkEmail('  Ada.Lovelace@ACME.com.  ')).toEqual({ ok: true, email: 'ada.lovelace@acme.com', domain: 'acme.com' });
    expect(parseWorkEmail('ada@acme\uFF0Ecom')).toEqual({ ok: true, email: 'ada@acme.com', domain: 'acme.com' });
    expect(parseWorkEmail('ada@bücher.de')).toEqual({ ok: true, email: 'ada@xn--bcher-kva.de', domain: 'xn--bcher-kva.de' });
    expect(parseWorkEmail('ada+news@acme.com')).toEqual({ ok: true, email: 'ada+news@acme.com', domain: 'acme.com' });
  });

  it('keeps a Cyrillic look-alike of gmail.com apart from it, as punycode', () => {
    const result = parseWorkEmail('a@gm\u0430il.com');
    expect(result).toEqual({ ok: true, email: 'a@xn--gmil-63d.com', domain: 'xn--gmil-63d.com' });
  });

  it('property: canonical form is stable and variants of one address agree', () => {
    const label = fc.stringMatching(/^[a-z][a-z0-9]{0,10}$/);
    fc.assert(
      fc.property(
        label,
        label,
        fc.constantFrom('com', 'io', 'dev', 'co.uk'),
        fc.boolean(),
        fc.boolean(),
        (local, host, tld, upper, dot) => {
          // A generated host may itself be a public suffix (za.com, us.com): not a company domain.
          fc.pre(!isPersonalDomain(`${host}.${tld}`) && !isPublicSuffix(`${host}.${tld}`));
          const address = `${local}@${host}.${tld}`;
          let variant = upper ? address.toUpperCase() : address;
          if (dot) variant = `  ${variant}.  `;
          const a = parseWorkEmail(address);
          const b = parseWorkEmail(variant);
          expect(a.ok).toBe(true);
          expect(b).toEqual(a);
          if (a.ok) expect(parseWorkEmail(a.email)).toEqual(a);
        },
      ),
    );
  });

  it('property: any personal provider under any suffix or subdomain is refused', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PERSONAL_DOMAIN_NAMES, ...MORE_PERSONAL_DOMAIN_NAMES),
        fc.constantFrom('com', 'co.uk', 'fr', 'de', 'com.br', 'co.jp'),
        fc.option(fc.stringMatching(/^[a-z]{1,8}$/), { nil: undefined }),
        (name, suffix, sub) => {
          const domain = `${sub ? `${sub}.` : ''}${name}.${suffix}`;
          expect(isPersonalDomain(domain)).toBe(true);
          expect(parseWorkEmail(`x@${domain}`).ok).toBe(false);
        },
      ),
    );
  });

  it('property: never accepts a line break or control character', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('\r', '\n', '\u0000', '\t', '\u007f'), fc.string(), (a, ctl, b) => {
        expect(normalizeEmail(`x${a}${ctl}${b}@acme.com`)).toBeNull();
      }),
    );
  });

  // A hundred arbitrary strings take milliseconds alone; a loaded CI machine gets 30 s.
  it('property: never throws on arbitrary input', { timeout: 30_000 }, () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => void parseWorkEmail(s)));
  });
});

describe('domain helpers', () => {
  it('lists a domain and its parents for blocked-domain checks', () => {
    expect(domainAndParents('eng.mail.evil.co')).toEqual(['eng.mail.evil.co', 'mail.evil.co', 'evil.co']);
    expect(domainAndParents('evil.co')).toEqual(['evil.co']);
  });

  it('suggests the first label of the domain, capitalised', () => {
    expect(suggestedWorkspaceName('acme.co.uk')).toBe('Acme');
    expect(suggestedWorkspaceName('globex.io')).toBe('Globex');
  });

  it('knows the webmail of Gmail, Yahoo, Outlook and Hotmail only', () => {
    expect(webmailUrl('a@gmail.com')).toBe('https://mail.google.com/');
    expect(webmailUrl('a@yahoo.co.uk')).toBe('https://mail.yahoo.com/');
    expect(webmailUrl('a@hotmail.com')).toBe('https://outlook.live.com/mail/');
    expect(webmailUrl('a@outlook.com')).toBe('https://outlook.live.com/mail/');
    expect(webmailUrl('a@acme.com')).toBeNull();
  });

  it('returns null for a domain that cannot be a host', () => {
    expect(canonicalDomain('acme')).toBeNull();
    expect(canonicalDomain('acme.123')).toBeNull();
    expect(canonicalDomain('ac_me.com')).toBeNull();
  });
});
