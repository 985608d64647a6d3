import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, onboard, verifiedUser } from './accounts-helpers';
import { createTestContext, ENGINES, jsonRequest, type TestContext } from './harness';
import { AUTHORING_BODIES, AUTHORING_NO_BODY } from './broken-text-authoring';
import { IMPACT_BODIES, IMPACT_NO_BODY } from './tenancy-probes-impact';

/**
 * A valid body for every route that takes text. Each string and each key is replaced in turn by
 * one holding an escaped NUL or a lone surrogate (which PostgreSQL cannot store): the answer must
 * be a 400 with the error shape, never a 500. A write route missing here fails the test.
 */
const BODIES: Record<string, Record<string, unknown>> = {
  'POST /api/auth/signup': { email: 'text@nul.example', password: 'Str0ng!pass', acceptTerms: true },
  'POST /api/auth/login': { email: 'text@nul.example', password: 'Str0ng!pass' },
  'POST /api/auth/verify': { tokenHash: 'aaaaaaaaaaaaaaaaaaaaaaaa', type: 'signup', password: 'Str0ng!pass' },
  'POST /api/auth/resend-verification': { email: 'text@nul.example' },
  'POST /api/auth/password-reset': { email: 'text@nul.example' },
  'POST /api/auth/password-reset/confirm': { token: 'aaaaaaaaaaaaaaaaaaaaaaaa', password: 'Str0ng!pass' },
  'POST /api/profile/onboarding': {
    specialty: 'backend',
    responsibilities: ['development'],
    motivations: ['other'],
    customMotivation: 'learn faster',
  },
  'POST /api/stories': { useCaseId: 'code-python-cli-argparse', timeSaved: 10, prompts: '/explain this', feedback: 'great' },
  'POST /api/use-cases/:id/rating': { helpful: true },
  ...IMPACT_BODIES,
  'PUT /api/workspace/name': { name: 'Broken Text' },
  'PUT /api/notifications/preferences': { kinds: { 'story.liked': 'email' } },
  'PUT /api/integrations/chat/:provider': { url: 'https://hooks.slack.com/services/T0/B0/abcd' },
  'PUT /api/digest/time-zone': { timeZone: 'Europe/Berlin' },
  'PUT /api/workspace/members/:id/role': { role: 'author' },
  'POST /api/groups': { name: 'broken-text' },
  'PATCH /api/groups/:id': { name: 'broken-text-2' },
  'POST /api/invitations': { email: 'colleague@broken.example' },
  'PUT /api/account/profile': {
    displayName: 'Broken Text',
    specialty: 'qa',
    proficiencyLevel: 'advanced',
    responsibilities: ['testing'],
    motivations: ['other'],
    customMotivation: 'words',
    preferredUseCaseTypes: ['testing'],
  },
  'PUT /api/account/password': { currentPassword: 'Corr3ct!horse', newPassword: 'Corr3ct!horse' },
  'DELETE /api/account': { password: 'Corr3ct!horse', stories: 'anonymise' },
  ...AUTHORING_BODIES,
  'POST /functions/v1/track-event': { event: 'page_viewed', distinctId: 'anonymous', properties: { current_url: '/home' } },
};
/** Write routes that read no body at all. */
const NO_BODY = new Set([
  'POST /api/auth/logout',
  'POST /api/auth/refresh',
  'POST /api/stories/:id/like',
  'DELETE /api/stories/:id/like',
  ...IMPACT_NO_BODY,
  'POST /api/prompts/:id/save',
  'DELETE /api/prompts/:id/save',
  'POST /api/notifications/read/:id',
  'POST /api/notifications/read-all',
  'DELETE /api/integrations/chat/:provider',
  'POST /api/integrations/chat/:provider/test',
  // Authorised by its signed token alone; a broken token is a 400 (below).
  'POST /api/digest/unsubscribe',
  'POST /api/workspace/members/:id/deactivation',
  'DELETE /api/workspace/members/:id/deactivation',
  'DELETE /api/groups/:id',
  'POST /api/groups/:id/membership',
  'DELETE /api/groups/:id/membership',
  'PUT /api/groups/:id/members/:userId',
  'DELETE /api/groups/:id/members/:userId',
  'POST /api/invitations/:id/resend',
  'DELETE /api/invitations/:id',
  'DELETE /api/account/sessions',
  ...AUTHORING_NO_BODY,
]);

const BROKEN = { nul: 'a\\u0000b', surrogate: 'a\\ud800b', lowSurrogate: '\\udc00' };

/** The body as JSON text with one string (or key) replaced by raw JSON text holding an escape. */
function variants(body: Record<string, unknown>): { label: string; text: string }[] {
  const out: { label: string; text: string }[] = [];
  const json = JSON.stringify(body);
  for (const [kind, escaped] of Object.entries(BROKEN)) {
    // Every string value, one at a time.
    const strings = [...json.matchAll(/:"((?:[^"\\]|\\.)*)"/g)];
    for (const match of strings) {
      const at = (match.index ?? 0) + 2;
      out.push({ label: `${kind} in value "${match[1]}"`, text: `${json.slice(0, at)}${escaped}${json.slice(at)}` });
    }
    // A key.
    out.push({ label: `${kind} in a key`, text: `{"${escaped}":1,${json.slice(1)}` });
  }
  return out;
}

describe.each(ENGINES)('broken text on %s', (engine) => {
  let t: TestContext;
  let member: string;
  beforeAll(async () => {
    t = await createTestContext(engine);
    member = await verifiedUser(t, 'member@broken.example');
    await onboard(t, member);
  });
  afterAll(async () => t.close());

  it('covers every write route of the route table', () => {
    const writes = t.app.routes
      .filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && !r.path.endsWith('*'))
      .map((r) => `${r.method} ${r.path}`);
    const missing = [...new Set(writes)].filter((route) => !(route in BODIES) && !NO_BODY.has(route));
    expect(missing).toEqual([]);
  });

  it.each(Object.entries(BODIES))('%s answers NUL and lone surrogates with a 400', async (route, body) => {
    const [method = 'POST', pattern = '/'] = route.split(' ');
    const path = pattern.replace(':id', 'code-python-cli-argparse').replace(':provider', 'slack');
    for (const { label, text } of variants(body)) {
      const init = jsonRequest(method, text, { Cookie: member, Origin: new URL(t.config.appUrl).origin });
      const response = await t.app.request(path, init);
      expect(response.status, `${route}: ${label}`).toBe(400);
      const json = (await response.json()) as { error: { code: string; message: string } };
      expect(json.error.message, label).toMatch(/NUL character or broken Unicode|request/);
    }
  });

  it.each([
    ['/api/team/stats?from=0000-01-01&to=0000-01-31'],
    ['/api/team/stats?from=9999-12-01&to=9999-12-31'],
    ['/api/team/stories.csv?from=0000-01-01&to=0000-01-31'],
    ['/api/team/stories.csv?to=9999-12-31'],
    ['/api/team/stats?from=1999-12-31&to=2000-01-02'],
    ['/api/team/stats?to=%00'],
    ['/api/team/stats?from=2026-02-30&to=2026-03-01'],
  ])('answers the out-of-range dates of %s with a 400 and the error shape', async (path) => {
    const result = await call(t, 'GET', path, undefined, member);
    expect(result.status).toBe(400);
    expect(result.json.error?.code).toBe('validation_failed');
    expect(result.json.error?.message).toMatch(/^Invalid date range: /);
  });

  it('answers NUL and lone surrogates in addresses and queries with a 4xx, never a 5xx', async () => {
    for (const path of [
      '/api/use-cases/%00',
      '/api/use-cases/x%ED%A0%80',
      '/api/feed?filter=%00',
      '/api/stories/%00/like',
      '/api/prompts?q=%00',
      '/api/prompts?q=a%01b',
      '/api/prompts?author=%00',
      '/api/notifications/read/%00',
    ]) {
      const result = await call(t, /(like|read)$/.test(path) ? 'POST' : 'GET', path, undefined, member);
      expect(result.status, path).toBeGreaterThanOrEqual(400);
      expect(result.status, path).toBeLessThan(500);
    }
    // The digest's unsubscribe answers a page, a 400 one for a broken token.
    for (const method of ['GET', 'POST'])
      expect((await t.app.request('/api/digest/unsubscribe?token=%00%ED%A0%80', { method })).status).toBe(400);
    // A parameter a route does not read is simply ignored.
    expect((await call(t, 'GET', '/api/use-cases?q=%00', undefined, member)).status).toBe(200);
  });
});
