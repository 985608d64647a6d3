import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { providerName, quickWorkEmailCheck } from './email-address';
import { isPublicSuffix, parseWorkEmail, PERSONAL_DOMAIN_NAMES, MORE_PERSONAL_DOMAIN_NAMES, PERSONAL_DOMAINS } from './email';
import { MESSAGES } from './messages';

describe("the browser's quick work-address check", () => {
  it('refuses what is not an address and the personal providers, with the spec messages', () => {
    expect(quickWorkEmailCheck('not-an-address')).toEqual({ ok: false, reason: 'invalid', message: MESSAGES.invalidEmail });
    for (const address of ['ada@gmail.com', 'ada@yahoo.co.uk', 'ada@GMX.de', 'ada@outlook.com.br', 'ada@pm.me', 'ada@mail.com']) {
      expect(quickWorkEmailCheck(address)).toEqual({ ok: false, reason: 'personal', message: MESSAGES.personalEmail });
    }
    expect(quickWorkEmailCheck(' Ada@Acme.CO.UK ')).toEqual({ ok: true, email: 'ada@acme.co.uk', domain: 'acme.co.uk' });
  });

  it('names the provider before a country second level', () => {
    expect(providerName('yahoo.co.uk')).toBe('yahoo');
    expect(providerName('eng.acme.com')).toBe('acme');
    expect(providerName('acme.io')).toBe('acme');
  });

  it('property: never refuses an address the full rule accepts', () => {
    const label = fc.stringMatching(/^[a-z][a-z0-9-]{0,12}[a-z0-9]$/);
    fc.assert(
      fc.property(
        label,
        fc.array(label, { minLength: 1, maxLength: 3 }),
        fc.constantFrom('com', 'io', 'dev', 'co.uk', 'com.br', 'de', 'fr', 'co.jp', 'net'),
        (local, hosts, suffix) => {
          const address = `${local}@${hosts.join('.')}.${suffix}`;
          const full = parseWorkEmail(address);
          if (full.ok) expect(quickWorkEmailCheck(address)).toEqual(full);
        },
      ),
    );
  });

  it('property: agrees with the full rule on every personal provider under common suffixes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PERSONAL_DOMAIN_NAMES, ...MORE_PERSONAL_DOMAIN_NAMES),
        fc.constantFrom('com', 'co.uk', 'fr', 'de', 'com.br', 'net'),
        fc.option(fc.stringMatching(/^[a-z]{1,8}$/), { nil: undefined }),
        (name, suffix, sub) => {
          const domain = `${sub ? `${sub}.` : ''}${name}.${suffix}`;
          fc.pre(!isPublicSuffix(domain));
          expect(quickWorkEmailCheck(`a@${domain}`).ok).toBe(false);
          expect(parseWorkEmail(`a@${domain}`).ok).toBe(false);
        },
      ),
    );
    for (const domain of PERSONAL_DOMAINS) expect(quickWorkEmailCheck(`a@${domain}`).ok).toBe(false);
  });
});
