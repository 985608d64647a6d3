import { describe, expect, it } from 'vitest';
import { quickWorkEmailCheck } from './email-address';
import { parseWorkEmail } from './email';
import { MESSAGES } from './messages';
import { checkInvitee, wrongDomainMessage } from './workspace-admin';

describe('who can be invited', () => {
  it("takes a work address at the workspace's own domain, normalised, by both the full and the quick check", () => {
    for (const check of [parseWorkEmail, quickWorkEmailCheck])
      expect(checkInvitee(check('  Omar@ACME.io '), 'acme.io')).toEqual({ ok: true, email: 'omar@acme.io' });
  });

  it('refuses another domain, a subdomain included, with the message that names the right one', () => {
    for (const address of ['bob@other.example', 'bob@eu.acme.io'])
      expect(checkInvitee(parseWorkEmail(address), 'acme.io')).toEqual({
        ok: false,
        code: 'wrong_domain',
        message: wrongDomainMessage('acme.io'),
      });
    expect(wrongDomainMessage('acme.io')).toBe('You can only invite colleagues with an @acme.io address.');
  });

  it("refuses what is not a work address with the work e-mail rule's own message", () => {
    expect(checkInvitee(quickWorkEmailCheck('not-an-address'), 'acme.io')).toEqual({
      ok: false,
      code: 'invalid_email',
      message: MESSAGES.invalidEmail,
    });
    expect(checkInvitee(parseWorkEmail('someone@gmail.com'), 'gmail.com')).toEqual({
      ok: false,
      code: 'invalid_email',
      message: MESSAGES.personalEmail,
    });
  });
});
