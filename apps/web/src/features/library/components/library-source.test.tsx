import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/test/fixtures';
import { json, type FakeResponse } from '@/test/fake-server';
import { choose, makeCatalogue, makeUseCase, openLibrary, serve, titles } from '../library-test-helpers';

afterEach(() => {
  vi.useRealTimers();
});

const team = makeUseCase({ id: 'team-deploy', title: 'Deploy our way', isCustom: true, fromTeam: true, helpfulCount: 0 });

describe('/library and the team’s own use cases', { timeout: 15_000 }, () => {
  it('badges them "From your team" and filters by source, kept in the address', async () => {
    serve([team, ...makeCatalogue(4)], makeUser({ workspace: { id: 'ws-1', name: 'Acme', domain: 'acme.io', role: 'member' } }));
    const { app, user } = await openLibrary();
    expect(titles()[0]).toBe('Deploy our way');
    expect(screen.getAllByText('From your team')).toHaveLength(1);
    await choose(user, 'Source', 'Your team');
    await waitFor(() => expect(titles()).toEqual(['Deploy our way']));
    expect(app.location().search).toBe('?source=team');
    await choose(user, 'Source', 'Bundled');
    await waitFor(() => expect(titles()).not.toContain('Deploy our way'));
    expect(app.location().search).toBe('?source=bundled');
    // A member sees no authoring controls; the requests are for everyone.
    expect(screen.queryByRole('button', { name: 'New use case' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Requests' })).toBeInTheDocument();
  });

  it('opens with the source of the address, and offers authors "New use case", "Import file" and their drafts', async () => {
    const server = serve([team, ...makeCatalogue(3)]);
    server.on('GET /api/authoring/use-cases', () =>
      json(200, {
        groups: [],
        useCases: [{ id: 'team-wip', status: 'draft', version: 3, draft: { title: 'Work in progress' }, unpublishedChanges: true }],
      }),
    );
    await openLibrary('/library?source=team');
    expect(titles()).toEqual(['Deploy our way']);
    expect(screen.getByRole('button', { name: 'New use case' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import file' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Work in progress' })).toHaveAttribute('href', '/authoring/team-wip');
  });

  it('holds the drafts line in its place from the first paint, and says how to start one when nothing is unpublished', async () => {
    const server = serve(makeCatalogue(3));
    let answer: (response: FakeResponse) => void = () => undefined;
    server.on('GET /api/authoring/use-cases', () => new Promise<FakeResponse>((resolve) => (answer = resolve)));
    await openLibrary();
    // The results are on screen and the list of drafts is not: its line is already there.
    expect(screen.getByText("Your team's drafts and unpublished changes (…)")).toBeInTheDocument();
    answer(json(200, { groups: [], useCases: [] }));
    expect(await screen.findByText("Your team's drafts and unpublished changes (0)")).toBeInTheDocument();
    expect(screen.getByText(/^Nothing unpublished\./)).toBeInTheDocument();
  });

  it('shows no drafts line to a member', async () => {
    serve(makeCatalogue(3), makeUser({ workspace: { id: 'ws-1', name: 'Acme', domain: 'acme.io', role: 'member' } }));
    await openLibrary();
    expect(screen.queryByText(/Your team's drafts/)).toBeNull();
  });
});
