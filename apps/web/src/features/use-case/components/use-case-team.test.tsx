import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '@/test/fake-server';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { makeDetail, routesFor } from '../test/use-case-fixtures';

const TEAM = makeDetail({ id: 'team-deploy', title: 'Deploy our way', isCustom: true, fromTeam: true });
const role = (value: 'admin' | 'author' | 'member') =>
  makeUser({ workspace: { id: 'ws-1', name: 'Acme', domain: 'acme.io', role: value } });

describe('/use-case/{useCaseId} of a team use case', () => {
  it.each(['admin', 'author'] as const)('offers "Edit" to an %s, with the team badge', async (value) => {
    fakeServer(routesFor(role(value), [TEAM]));
    renderApp('/use-case/team-deploy');
    await screen.findByRole('heading', { name: 'Deploy our way', level: 1 });
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/authoring/team-deploy');
    expect(screen.getByText('From your team')).toBeInTheDocument();
  });

  it('offers no "Edit" to a member, nor on a bundled use case', async () => {
    fakeServer(routesFor(role('member'), [TEAM, makeDetail()]));
    const app = renderApp('/use-case/team-deploy');
    await screen.findByRole('heading', { name: 'Deploy our way', level: 1 });
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    await app.router.navigate('/use-case/code-python-cli');
    await screen.findByRole('heading', { name: 'Turn a Python script into a CLI', level: 1 });
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByText('From your team')).toBeNull();
  });
});
