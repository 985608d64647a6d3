import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PromptEntry } from '@pathwise/core';
import { fakeServer, json } from '@/test/fake-server';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const entry = (id: string, text: string, usedBy: number): PromptEntry => ({
  id,
  text,
  usedBy,
  saves: 0,
  savedByMe: false,
  useCases: [{ id: 'debug-flaky-test', title: 'Debug a flaky test' }],
  authors: [{ id: 'u1', name: 'maya' }],
  createdAt: new Date().toISOString(),
  lastUsedAt: new Date().toISOString(),
});

describe('the prompt library', () => {
  it('lists the team’s prompts, searches and filters through the address, saves one', async () => {
    const server = fakeServer({
      'GET /api/session': () => json(200, { user: makeUser() }),
      'GET /api/prompts/filters': () =>
        json(200, { authors: [{ id: 'u1', name: 'maya' }], useCases: [{ id: 'debug-flaky-test', title: 'Debug a flaky test' }] }),
      'GET /api/prompts': ({ search }) =>
        json(200, {
          prompts:
            new URLSearchParams(search).get('q') === 'nothing'
              ? []
              : [entry('p1', '/explain this function', 3), entry('p2', '/tests parseDuration', 1)],
          page: 1,
          pageSize: 20,
          hasMore: false,
        }),
      'POST /api/prompts/p1/save': () => json(200, { saves: 1, saved: true }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/prompts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Prompt Library' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Prompts' });
    expect(within(list).getAllByTestId('prompt-entry')).toHaveLength(2);
    expect(within(list).getByText('used by 3 teammates')).toBeInTheDocument();
    expect(within(list).getByText('used by 1 teammate')).toBeInTheDocument();

    await user.click(within(list).getAllByRole('button', { name: 'Save to my prompts' })[0] as HTMLElement);
    expect(server.calls('POST /api/prompts/p1/save')).toHaveLength(1);

    await user.selectOptions(screen.getByLabelText('Type'), 'debugging');
    await waitFor(() => expect(router.state.location.search).toBe('?type=debugging'));
    expect(server.calls('GET /api/prompts').at(-1)?.search).toContain('type=debugging');

    await user.type(screen.getByLabelText('Search prompts'), 'nothing');
    expect(await screen.findByText('No prompts match')).toBeInTheDocument();
    expect(screen.getByText('Try another search or clear the filters.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=nothing&type=debugging');
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('tells a new team how prompts get here', async () => {
    fakeServer({
      'GET /api/session': () => json(200, { user: makeUser() }),
      'GET /api/prompts/filters': () => json(200, { authors: [], useCases: [] }),
      'GET /api/prompts': () => json(200, { prompts: [], page: 1, pageSize: 20, hasMore: false }),
    });
    renderApp('/prompts');
    expect(await screen.findByText('No prompts yet')).toBeInTheDocument();
    expect(screen.getByText(/share your impact story with the prompts that worked/)).toBeInTheDocument();
  });

  it('copies a prompt to the clipboard, and says so; says what to do when the browser refuses', async () => {
    fakeServer({
      'GET /api/session': () => json(200, { user: makeUser() }),
      'GET /api/prompts/filters': () => json(200, { authors: [], useCases: [] }),
      'GET /api/prompts': () => json(200, { prompts: [entry('p1', '/explain this function', 3)], page: 1, pageSize: 20, hasMore: false }),
    });
    const user = userEvent.setup();
    renderApp('/prompts');
    const copy = await screen.findByRole('button', { name: 'Copy prompt: /explain this function' });
    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe('/explain this function');
    expect(await screen.findByText('Prompt copied')).toBeInTheDocument();

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new DOMException('Denied', 'NotAllowedError'));
    await user.click(copy);
    expect(await screen.findByText('Could not copy the prompt. Select it and copy it yourself.')).toBeInTheDocument();
  });
});
