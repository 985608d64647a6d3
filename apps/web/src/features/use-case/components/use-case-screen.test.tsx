import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES } from '@pathwise/core';
import { deferred, fakeServer, json, type FakeResponse } from '@/test/fake-server';
import { makeNewUser, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { eventData, makeDetail, routesFor } from '../test/use-case-fixtures';

const PATH = '/use-case/code-python-cli';

describe('/use-case/{useCaseId} guards and loading', () => {
  it('sends a signed-out visitor to /login', async () => {
    fakeServer();
    const app = renderApp(PATH);
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
  });

  it('sends a signed-in user who has not finished onboarding to /onboarding', async () => {
    fakeServer(routesFor(makeNewUser({ emailVerified: true })));
    const app = renderApp(PATH);
    await waitFor(() => expect(app.location().pathname).toBe('/onboarding'));
  });

  it('does not redirect while auth loads, then shows "Loading use case..." until the use case arrives', async () => {
    const session = deferred<FakeResponse>();
    const detail = deferred<FakeResponse>();
    fakeServer(
      routesFor(makeUser(), [], {
        'GET /api/session': () => session.promise,
        [`GET ${PATH.replace('/use-case', '/api/use-cases')}`]: () => detail.promise,
      }),
    );
    const app = renderApp(PATH);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(app.location().pathname).toBe(PATH);

    session.resolve(json(200, { user: makeUser() }));
    expect(await screen.findByText('Loading use case...')).toBeInTheDocument();
    detail.resolve(json(200, { useCase: makeDetail() }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Turn a Python script into a CLI' })).toBeInTheDocument();
    expect(app.location().pathname).toBe(PATH);
  });

  it("says 'Use case not found' and goes to /studio for an unknown id", async () => {
    const server = fakeServer(routesFor(makeUser()));
    const app = renderApp('/use-case/missing-one');
    expect(await screen.findByText(MEMBER_MESSAGES.useCaseNotFound)).toBeInTheDocument();
    await waitFor(() => expect(app.location().pathname).toBe('/studio'));
    // A 404 is an answer: it is not retried.
    expect(server.calls('GET /api/use-cases/missing-one')).toHaveLength(1);
  });

  it('offers a retry when the server fails for another reason', async () => {
    let fail = true;
    fakeServer(
      routesFor(makeUser(), [], {
        'GET /api/use-cases/code-python-cli': () =>
          fail ? json(500, { error: { code: 'internal', message: 'Something went wrong.' } }) : json(200, { useCase: makeDetail() }),
      }),
    );
    const user = userEvent.setup();
    renderApp(PATH);
    expect(await screen.findByText('Something went wrong.', {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Turn a Python script into a CLI' })).toBeInTheDocument();
  });
});

describe('/use-case/{useCaseId} content', () => {
  it('shows the header, meta row and the overview (open, collapsible)', async () => {
    fakeServer(routesFor(makeUser()));
    const user = userEvent.setup();
    renderApp(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Turn a Python script into a CLI' });
    expect(
      within(screen.getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['python', 'cli']);
    expect(screen.getByText('Replace hard-coded paths with argparse.')).toBeInTheDocument();
    expect(screen.getByTestId('helpful-line')).toHaveTextContent('4 people found this helpful');
    expect(screen.getByText('15 min')).toBeInTheDocument();
    expect(screen.getByText('Backend, Full-stack')).toBeInTheDocument();
    expect(screen.getByText('beginner')).toBeInTheDocument();
    expect(screen.getByText('coding')).toBeInTheDocument();
    const updated = screen.getByText('Updated November 2026');
    expect(updated).toHaveAttribute(
      'title',
      'Checked against: Python 3.11; GitHub Copilot Chat in VS Code, documentation of November 2026',
    );

    const overview = screen.getByRole('button', { name: 'Overview' });
    expect(overview).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Objective')).toBeInTheDocument();
    expect(screen.getByText('Give a script a tested command-line interface.')).toBeInTheDocument();
    expect(screen.getByText('Scenario')).toBeInTheDocument();
    expect(screen.getByText('Required Tool')).toBeInTheDocument();
    expect(screen.getByText('GitHub Copilot Chat')).toBeInTheDocument();
    await user.click(overview);
    expect(overview).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Objective')).not.toBeInTheDocument();
  });

  it.each([
    [1, '1 person found this helpful'],
    [0, null],
  ])('words the helpful line for %i', async (count, line) => {
    fakeServer(routesFor(makeUser(), [makeDetail({ helpfulCount: count })]));
    renderApp(PATH);
    await screen.findByRole('heading', { level: 1 });
    if (line) expect(screen.getByTestId('helpful-line')).toHaveTextContent(line);
    else expect(screen.queryByTestId('helpful-line')).not.toBeInTheDocument();
  });

  it('tracks the view and each step toggle, and goes back to the studio', async () => {
    const server = fakeServer(routesFor(makeUser()));
    const user = userEvent.setup();
    const app = renderApp(PATH, { strict: true });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(eventData(server.requests, 'use_case.viewed')).toEqual([{ use_case_id: 'code-python-cli', sections_count: 3 }]),
    );

    await user.click(await screen.findByRole('button', { name: /Step 2 of 3/ }));
    expect(screen.getByText('check the flags')).toBeInTheDocument();
    await waitFor(() =>
      expect(eventData(server.requests, 'use_case.clicked')).toEqual([
        { use_case_id: 'code-python-cli', step_id: 'step-2', step_title: '2. Review the parser', element: 'section_toggle' },
      ]),
    );
    for (const event of server.events()) expect(event).toMatch(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*$/);

    await user.click(screen.getByRole('button', { name: 'Back to Studio' }));
    await waitFor(() => expect(app.location().pathname).toBe('/studio'));
  });
});
