import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_DRAFT, type AuthoredUseCase, type UseCaseDraft, type UseCaseRevision } from '@pathwise/core';
import { apiError, deferred, fakeServer, json } from '@/test/fake-server';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { AUTOSAVE_DELAY_MS } from '../use-autosave';

const DRAFT: UseCaseDraft = {
  ...EMPTY_DRAFT,
  title: 'Deploy our way',
  description: 'How we deploy.',
  tags: ['deploy'],
  roles: ['frontend'],
  responsibilities: ['devops'],
  objective: 'Ship.',
  scenario: 'Thursday.',
  aiToolRequired: 'Copilot',
  content: '### 1. Prepare\n\nRun:\n\n```bash\nnpm run check\n```\n\n### 2. Ship\n\nPress the button.',
};

function authored(overrides: Partial<AuthoredUseCase> = {}): AuthoredUseCase {
  return {
    id: 'team-deploy',
    status: 'draft',
    version: 1,
    draft: DRAFT,
    unpublishedChanges: true,
    updatedAt: new Date().toISOString(),
    updatedBy: 'ada@acme.io',
    publishedAt: null,
    ...overrides,
  };
}

function serve(useCase = authored(), revisions: UseCaseRevision[] = []) {
  let version = useCase.version;
  const server = fakeServer({
    'GET /api/session': () => json(200, { user: makeUser() }),
    'GET /api/use-cases': () => json(200, { useCases: [] }),
    'GET /api/authoring/use-cases': () => json(200, { useCases: [useCase], groups: ['security-engineers'] }),
    'GET /api/authoring/use-cases/team-deploy': () => json(200, { useCase, revisions }),
    'PUT /api/authoring/use-cases/team-deploy/draft': (request) => {
      const body = request.body as { version: number; draft: UseCaseDraft };
      if (body.version !== version) return apiError(409, 'edit_conflict', 'Someone else saved this use case after you opened it.');
      version += 1;
      return json(200, { useCase: authored({ version, draft: body.draft }) });
    },
  });
  return server;
}

async function openEditor() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const app = renderApp('/authoring/team-deploy');
  await screen.findByRole('heading', { name: 'Deploy our way', level: 1 });
  return { app, user };
}

const waitForSave = () => act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 50));
/** How long a save's answer may take to show: more than findBy's 1 s, for a busy CI machine. */
const SAVED = { timeout: 5_000 };
/** The save state reads "All changes saved" (a failure shows what it read instead). */
const savedState = () => waitFor(() => expect(screen.getByTestId('save-state')).toHaveTextContent('All changes saved'), SAVED);

afterEach(() => {
  vi.useRealTimers();
});

describe('use case editor', () => {
  it('has every field of a use case, and previews the guide with the use case page renderer', async () => {
    serve();
    await openEditor();
    for (const label of [
      'Title',
      'Description',
      'Type',
      'Complexity',
      'Estimated time (minutes)',
      'Objective',
      'Scenario',
      'Required AI tool',
      'Tags (separated by commas)',
      'Thumbnail',
      'Who sees it',
    ])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    for (const legend of ['Roles', 'Responsibilities', 'Groups']) expect(screen.getByRole('group', { name: legend })).toBeInTheDocument();
    // The preview's renderer comes once the editor is painted.
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(await within(preview).findByText('Step 1 of 2')).toBeInTheDocument();
    expect(within(preview).getByText('bash')).toBeInTheDocument();
    expect(within(preview).getByRole('button', { name: /copy/i })).toBeInTheDocument();
    // The preview follows the text as it is typed.
    fireEvent.change(screen.getByLabelText(/^Guide/), {
      target: { value: '### Only\n\n<script>alert(1)</script> [x](javascript:alert(1))' },
    });
    expect(await within(preview).findByText('Step 1 of 1')).toBeInTheDocument();
    await userEvent
      .setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
      .click(within(preview).getByRole('button', { name: /Only/ }));
    expect(within(preview).queryByRole('link')).toBeNull();
    expect(preview.innerHTML).not.toContain('<script>');
    // The change is saved too, before the test ends. The save waits for the editor's rules, which
    // download the first time: a save still waiting when the test ended went out later, to the
    // next test's server, over the version that test was about to save from (a 409 there).
    await waitFor(() => expect(screen.getByTestId('save-state')).toHaveTextContent('Unsaved changes'), SAVED);
    await waitForSave();
    await savedState();
  });

  it('autosaves a moment after typing, over the version it loaded', async () => {
    const server = serve();
    const { user } = await openEditor();
    await user.type(screen.getByLabelText('Title'), ' today');
    expect(screen.getByTestId('save-state')).toHaveTextContent('Unsaved changes');
    await waitForSave();
    await savedState();
    const saves = server.calls('PUT /api/authoring/use-cases/team-deploy/draft');
    expect(saves).toHaveLength(1);
    expect(saves[0]?.body).toMatchObject({ version: 1, draft: { title: 'Deploy our way today' } });
  });

  it('saves a change made while a slow save is on its way after it, over the version it made', async () => {
    const server = serve();
    let version = 1;
    const slow = deferred<void>();
    server.on('PUT /api/authoring/use-cases/team-deploy/draft', async (request) => {
      const body = request.body as { version: number; draft: UseCaseDraft };
      if (body.version !== version) return apiError(409, 'edit_conflict', 'Someone else saved this use case after you opened it.');
      version += 1;
      const answer = json(200, { useCase: authored({ version, draft: body.draft }) });
      if (version === 2) await slow.promise;
      return answer;
    });
    const { user } = await openEditor();
    await user.type(screen.getByLabelText('Title'), ' today');
    await waitForSave();
    expect(screen.getByTestId('save-state')).toHaveTextContent('Saving…');
    await user.type(screen.getByLabelText('Title'), ' again');
    await waitForSave();
    // The second save waits for the first: sent now, it would carry version 1 and meet a 409.
    expect(server.calls('PUT /api/authoring/use-cases/team-deploy/draft')).toHaveLength(1);
    await act(() => {
      slow.resolve();
      return slow.promise;
    });
    await savedState();
    const saves = server.calls('PUT /api/authoring/use-cases/team-deploy/draft');
    expect(saves.map((save) => (save.body as { version: number }).version)).toEqual([1, 2]);
    expect(saves[1]?.body).toMatchObject({ draft: { title: 'Deploy our way today again' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the text and says so when a save fails', async () => {
    const server = serve();
    server.on('PUT /api/authoring/use-cases/team-deploy/draft', () => json(503, { error: { code: 'unavailable', message: 'down' } }));
    const { user } = await openEditor();
    await user.type(screen.getByLabelText('Objective'), ' Fast.');
    await waitForSave();
    expect(await screen.findByText(/Not saved: the server could not be reached\. Your text is kept here/, {}, SAVED)).toBeInTheDocument();
    expect(screen.getByLabelText('Objective')).toHaveValue('Ship. Fast.');
  });

  it('shows a conflict instead of overwriting another author’s save', async () => {
    const server = serve();
    server.on('PUT /api/authoring/use-cases/team-deploy/draft', () =>
      apiError(409, 'edit_conflict', 'Someone else saved this use case after you opened it.'),
    );
    const { user } = await openEditor();
    await user.type(screen.getByLabelText('Scenario'), ' Late.');
    await waitForSave();
    const alert = await screen.findByRole('alert', {}, SAVED);
    expect(alert).toHaveTextContent('Someone else changed this use case');
    expect(alert).toHaveTextContent('Someone else saved this use case after you opened it.');
    expect(screen.getByLabelText('Scenario')).toHaveValue('Thursday. Late.');
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
  });

  it('shows each problem at its field on publish, with core’s schema, and sends nothing', async () => {
    const server = serve(authored({ draft: { ...DRAFT, title: '', roles: [], content: 'no steps' } }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderApp('/authoring/team-deploy');
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('must not be empty')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('must list at least one role')).toBeInTheDocument();
    expect(screen.getByText(/the guide must have 1 to 20 steps/)).toBeInTheDocument();
    expect(server.calls('POST /api/authoring/use-cases/team-deploy/publish')).toHaveLength(0);
  });

  it('puts the server’s problems at their fields too, and publishes when all is well', async () => {
    const server = serve();
    server.on('POST /api/authoring/use-cases/team-deploy/publish', () =>
      apiError(400, 'use_case_invalid', 'The use case cannot be published yet', {
        details: [{ field: 'customForGroups.0', message: 'no group of this workspace is named "x"' }],
      }),
    );
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('no group of this workspace is named "x"')).toBeInTheDocument();
    server.on('POST /api/authoring/use-cases/team-deploy/publish', () =>
      json(200, { useCase: authored({ status: 'published', version: 2, unpublishedChanges: false }), revision: 1 }),
    );
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published')).toBeInTheDocument();
    expect(screen.getByText(/Revision 1/)).toBeInTheDocument();
  });

  it('restores a revision into the form', async () => {
    const server = serve(authored({ status: 'published', version: 3 }), [
      { number: 1, title: 'First take', publishedBy: 'ada@acme.io', createdAt: new Date().toISOString() },
    ]);
    server.on('POST /api/authoring/use-cases/team-deploy/revisions/1/restore', () =>
      json(200, { useCase: authored({ status: 'published', version: 4, draft: { ...DRAFT, title: 'First take' } }) }),
    );
    const { user } = await openEditor();
    await user.click(await screen.findByRole('button', { name: 'Restore revision 1' }));
    expect(await screen.findByDisplayValue('First take')).toBeInTheDocument();
    expect(server.calls('POST /api/authoring/use-cases/team-deploy/revisions/1/restore')[0]?.body).toEqual({ version: 3 });
  });

  it('asks before leaving with unsaved changes', async () => {
    serve();
    const { app, user } = await openEditor();
    await user.type(screen.getByLabelText('Title'), '!');
    const [library] = screen.getAllByRole('link', { name: 'Library' });
    if (library) await user.click(library);
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
    expect(app.location().pathname).toBe('/authoring/team-deploy');
    expect(screen.getByLabelText('Title')).toHaveValue('Deploy our way!');
  });
});
