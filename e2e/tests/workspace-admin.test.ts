import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';
import { startE2EServer, type E2EServer } from '../support/server';
import { api, createUser, linkParam, PASSWORD, signInContext } from '../support/users';

/*
 * Issue 15 in the browser: an admin invites a colleague, who signs up from the mail with the
 * address filled in and lands in the workspace; an admin deactivates a member whose open tab is
 * signed out.
 */

let server: E2EServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startE2EServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function mailedLink(to: string, subject: RegExp): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = [...server.mail].reverse().find((m) => m.to.includes(to) && subject.test(m.subject));
    const url = mail ? /https?:\/\/\S+/.exec(mail.text)?.[0] : undefined;
    if (url) return url;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${String(subject)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('running a workspace', () => {
  it('an admin invites a colleague who signs up from the mail and lands in the workspace', async () => {
    const admin = await createUser(server, 'lead@invite-e2e.dev', { workspaceName: 'Invite Co', onboarded: true });
    const adminTab = await newPage(browser);
    await signInContext(adminTab.context, server, admin);
    await adminTab.page.goto(`${server.url}/settings/workspace`);
    await adminTab.page.getByRole('heading', { name: 'Workspace settings' }).waitFor();
    await adminTab.page.getByRole('textbox', { name: 'Work e-mail' }).fill('someone@elsewhere.dev');
    await adminTab.page.getByRole('button', { name: 'Send invitation' }).click();
    // Refused at the field (core's rule, before the server is asked), which keeps the focus.
    await adminTab.page.getByText('You can only invite colleagues with an @invite-e2e.dev address.').waitFor();
    expect(await adminTab.page.getByRole('textbox', { name: 'Work e-mail' }).getAttribute('aria-invalid')).toBe('true');
    await adminTab.page.getByRole('textbox', { name: 'Work e-mail' }).fill('newbie@invite-e2e.dev');
    await adminTab.page.getByRole('button', { name: 'Send invitation' }).click();
    await adminTab.page.getByRole('list', { name: 'Pending invitations' }).getByText('newbie@invite-e2e.dev', { exact: true }).waitFor();

    const invitee = await newPage(browser, { viewport: 'mobile' });
    await invitee.page.goto(await mailedLink('newbie@invite-e2e.dev', /invited you to Invite Co/));
    await invitee.page.getByRole('heading', { name: 'Create an account' }).waitFor();
    expect(await invitee.page.getByLabel('Work email').inputValue()).toBe('newbie@invite-e2e.dev');
    await invitee.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await invitee.page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    await invitee.page.getByRole('button', { name: 'Create account' }).click();
    await invitee.page.waitForURL(`${server.url}/verify-email`);
    await invitee.page.goto(`${server.url}/auth?token_hash=${await linkParam(server, 'newbie@invite-e2e.dev', 'token_hash')}&type=signup`);
    await invitee.page.getByRole('button', { name: 'Continue to Dashboard' }).click();
    await invitee.page.waitForURL(`${server.url}/onboarding`);
    const session: unknown = await invitee.page.evaluate(async () => (await fetch('/api/session')).json() as Promise<unknown>);
    expect(session).toMatchObject({ user: { workspace: { name: 'Invite Co', role: 'member' } } });

    // The invitation is accepted: gone from the pending list.
    await adminTab.page.reload();
    await adminTab.page.getByText('No pending invitations.').waitFor();
    expect(adminTab.errors).toEqual([]);
    expect(invitee.errors).toEqual([]);
    await adminTab.context.close();
    await invitee.context.close();
  });

  it('an admin deactivates a member whose open tab is signed out', async () => {
    const admin = await createUser(server, 'lead@deactivate-e2e.dev', { workspaceName: 'Gone Co', onboarded: true });
    const member = await createUser(server, 'leaving@deactivate-e2e.dev', { onboarded: true });
    const memberTab = await newPage(browser);
    await signInContext(memberTab.context, server, member);
    await memberTab.page.goto(`${server.url}/home`);
    await memberTab.page.getByTestId('workspace-name').getByText('Gone Co').waitFor();

    const adminTab = await newPage(browser);
    await signInContext(adminTab.context, server, admin);
    await adminTab.page.goto(`${server.url}/settings/workspace`);
    await adminTab.page.getByRole('button', { name: 'Deactivate leaving' }).click();
    await adminTab.page.getByRole('button', { name: 'Reactivate leaving' }).waitFor();

    // The member's open tab is signed out (its socket closes; the app finds the session ended).
    await memberTab.page.waitForURL(/\/(auth|login)/, { timeout: 10_000 });
    const again = await api(server, 'POST', '/api/auth/login', { email: member.email, password: PASSWORD });
    expect(again.status).toBe(403);
    await adminTab.context.close();
    await memberTab.context.close();
  });
});
