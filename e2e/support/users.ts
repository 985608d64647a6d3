import type { BrowserContext } from 'playwright-core';
import type { E2EServer } from './server';

export const PASSWORD = 'Corr3ct!horse';

interface ApiResult {
  status: number;
  json: Record<string, unknown>;
  cookie?: string;
}

/** A same-origin API call as the web app makes it (Origin set, JSON body). */
export async function api(server: E2EServer, method: string, path: string, body?: unknown, cookie?: string): Promise<ApiResult> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      Origin: server.url,
      ...(cookie ? { Cookie: cookie } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  // The session, and after a sign-up the signed note that lets this "browser" verify.
  const pairs = response.headers
    .getSetCookie()
    .map((line) => /^(pw_session|pw_signup)=([^;]+)/.exec(line))
    .filter((match) => match !== null)
    .map((match) => `${match[1]}=${match[2]}`);
  return {
    status: response.status,
    json: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    cookie: pairs.length > 0 ? pairs.join('; ') : undefined,
  };
}

/** Waits for the mail to `to` and returns the value of a link parameter. */
export async function linkParam(server: E2EServer, to: string, param: 'token_hash' | 'token', timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const mail of [...server.mail].reverse()) {
      const value = new RegExp(`[?&]${param}=([A-Za-z0-9_-]+)`).exec(mail.text)?.[1];
      if (mail.to.includes(to) && value) return value;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with ${param}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export interface TestUser {
  email: string;
  cookie: string;
}

/**
 * A verified user through the real API and mail. With `onboarded`, also onboarded (specialty
 * and responsibilities), and with `workspaceName` the workspace is named when still unnamed.
 */
export async function createUser(
  server: E2EServer,
  email: string,
  options: { onboarded?: boolean; workspaceName?: string; specialty?: string; responsibilities?: string[] } = {},
): Promise<TestUser> {
  const signup = await api(server, 'POST', '/api/auth/signup', { email, password: PASSWORD, acceptTerms: true });
  if (signup.status !== 201) throw new Error(`sign-up of ${email} failed: ${signup.status} ${JSON.stringify(signup.json)}`);
  // Verified where it signed up (its cookies), as a user opening the link in the same browser.
  const verify = await api(
    server,
    'POST',
    '/api/auth/verify',
    { tokenHash: await linkParam(server, email, 'token_hash'), type: 'signup' },
    signup.cookie,
  );
  if (verify.status !== 200 || !verify.cookie) throw new Error(`verification of ${email} failed: ${verify.status}`);
  const cookie = verify.cookie;
  if (options.onboarded !== false) {
    const onboarding = await api(
      server,
      'POST',
      '/api/profile/onboarding',
      {
        specialty: options.specialty ?? 'frontend',
        responsibilities: options.responsibilities ?? ['development'],
        motivations: ['speed_up_tasks'],
      },
      cookie,
    );
    if (onboarding.status !== 200) throw new Error(`onboarding of ${email} failed: ${onboarding.status}`);
    const user = onboarding.json.user as { workspace: { name: string | null } | null };
    if (user.workspace && user.workspace.name === null) {
      await api(server, 'PUT', '/api/workspace/name', { name: options.workspaceName ?? 'Test Team' }, cookie);
    }
  }
  return { email, cookie };
}

/** Puts the user's session cookie into a browser context (signed in as that user). */
export async function signInContext(context: BrowserContext, server: E2EServer, user: TestUser): Promise<void> {
  // The session cookie only (a sign-up's answer also carries its pw_signup note).
  const value = /(?:^|; )pw_session=([^;]+)/.exec(user.cookie)?.[1] ?? '';
  await context.addCookies([{ name: 'pw_session', value, url: server.url, httpOnly: true, sameSite: 'Lax' }]);
}
