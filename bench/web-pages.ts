/**
 * The screens a member sees, and a signed-in member to see them as: verified, onboarded, the
 * first (so admin) member of a named workspace, who may author; one bundled use case completed
 * (its page shows Share Impact), one shared story (the team screen has something to show) and
 * one draft of the member's own (the editor's page).
 */
import { EMPTY_DRAFT } from '@pathwise/core';
import type { E2EServer } from '../e2e/support/server';
import { api, createUser, type TestUser } from '../e2e/support/users';

export interface BenchMember extends TestUser {
  /** A bundled use case the member has not opened. */
  useCaseId: string;
  /** A bundled use case the member completed: its page offers Share Impact. */
  completedUseCaseId: string;
  /** The member's own draft: the editor opens on it. */
  draftId: string;
}

export async function createBenchMember(server: E2EServer, email: string): Promise<BenchMember> {
  const user = await createUser(server, email, { workspaceName: 'Bench Co' });
  const list = await api(server, 'GET', '/api/use-cases', undefined, user.cookie);
  const ids = ((list.json.useCases as { id: string }[] | undefined) ?? []).map((u) => u.id);
  const [useCaseId, completedUseCaseId, storyUseCaseId] = ids;
  if (!useCaseId || !completedUseCaseId || !storyUseCaseId) throw new Error(`too few bundled use cases: ${list.status}`);

  const rating = await api(server, 'POST', `/api/use-cases/${completedUseCaseId}/rating`, { helpful: true }, user.cookie);
  if (rating.status !== 200) throw new Error(`rating failed: ${rating.status} ${JSON.stringify(rating.json)}`);
  const story = await api(server, 'POST', '/api/stories', { useCaseId: storyUseCaseId, timeSaved: 30, prompts: '' }, user.cookie);
  if (story.status !== 201) throw new Error(`story failed: ${story.status} ${JSON.stringify(story.json)}`);
  const draft = await api(server, 'POST', '/api/authoring/use-cases', { draft: EMPTY_DRAFT }, user.cookie);
  const draftId = (draft.json.useCase as { id?: string } | undefined)?.id;
  if (!draftId) throw new Error(`draft failed: ${draft.status} ${JSON.stringify(draft.json)}`);
  return { ...user, useCaseId, completedUseCaseId, draftId };
}

export interface BenchPage {
  /** The name in the tables and in WEB_PAGES (the route's pattern). */
  name: string;
  path: string;
  signedIn: boolean;
}

/** Every screen a member sees (apps/web/src/app/screens.ts), and /auth before signing in. */
export function memberPages(member: BenchMember): BenchPage[] {
  const pages: [string, string][] = [
    ['/home', '/home'],
    ['/library', '/library'],
    ['/use-case/:id', `/use-case/${member.useCaseId}`],
    ['/studio', '/studio'],
    ['/team', '/team'],
    ['/prompts', '/prompts'],
    ['/authoring/:id', `/authoring/${member.draftId}`],
    ['/requests', '/requests'],
    ['/settings/account', '/settings/account'],
    ['/settings/workspace', '/settings/workspace'],
    ['/settings/notifications', '/settings/notifications'],
    ['/settings/integrations', '/settings/integrations'],
  ];
  return [{ name: '/auth', path: '/auth', signedIn: false }, ...pages.map(([name, path]) => ({ name, path, signedIn: true }))];
}

/**
 * The pages to audit: all, or those named in WEB_PAGES (comma-separated names, e.g.
 * `WEB_PAGES=/auth,/library`) while developing.
 */
export function selectedPages(pages: BenchPage[]): BenchPage[] {
  const wanted = process.env.WEB_PAGES?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!wanted || wanted.length === 0) return pages;
  const unknown = wanted.filter((name) => !pages.some((page) => page.name === name));
  if (unknown.length > 0)
    throw new Error(`WEB_PAGES names unknown pages: ${unknown.join(', ')} (known: ${pages.map((p) => p.name).join(', ')})`);
  return pages.filter((page) => wanted.includes(page.name));
}
