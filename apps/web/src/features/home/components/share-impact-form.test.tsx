import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_MESSAGES, PLACEHOLDER_ROTATION_MS } from '@pathwise/core';
import { apiError, fakeServer, json, type FakeResponse } from '@/test/fake-server';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { PROMPT_EXAMPLES } from '../share-impact-values';
import { CATALOGUE } from '../test/home-fixtures';
import { FakeSocket } from '@/test/fake-socket';

beforeEach(() => FakeSocket.install());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function shareServer(answer: () => FakeResponse) {
  return fakeServer({
    'GET /api/session': () => json(200, { user: makeUser() }),
    'GET /api/use-cases': () => json(200, { useCases: CATALOGUE }),
    'GET /api/feed': () => json(200, { stories: [], examples: true }),
    'POST /api/stories': answer,
  });
}

async function openForm() {
  const form = await screen.findByRole('region', { name: 'Share your impact' });
  await within(form).findByRole('option', { name: 'Write a React hook with tests' });
  return form;
}

describe('share your impact (feed form)', () => {
  it('requires a use case and the minutes, and shows the time-saved hints live', async () => {
    shareServer(() => json(201, {}));
    const user = userEvent.setup();
    renderApp('/home');
    const form = await openForm();
    await user.click(within(form).getByRole('button', { name: /Continue/ }));
    expect(await within(form).findByText('Choose the use case you worked on')).toBeInTheDocument();
    expect(within(form).getByText('Enter the minutes you saved as a number')).toBeInTheDocument();
    const minutes = within(form).getByLabelText('Time saved per task (minutes)');
    expect(minutes).toHaveAttribute('aria-invalid', 'true');

    await user.type(minutes, '-1');
    await user.click(within(form).getByRole('button', { name: /Continue/ }));
    expect(await within(form).findByText('Minutes saved cannot be negative')).toBeInTheDocument();

    const hints = within(form).getByTestId('time-saved-hints');
    await user.clear(minutes);
    await user.type(minutes, '3');
    expect(hints).toHaveTextContent('Even small time savings add up...');
    await user.clear(minutes);
    await user.type(minutes, '10');
    expect(hints).toHaveTextContent("That's about 0.8 hours per week.");
    expect(hints).not.toHaveTextContent('per month');
    await user.clear(minutes);
    await user.type(minutes, '30');
    expect(hints).toHaveTextContent("That's about 2.5 hours per week.About 10 hours per month.");
    await user.clear(minutes);
    await user.type(minutes, '0');
    expect(hints).toBeEmptyDOMElement();
    expect(screen.getByRole('heading', { name: 'Share your impact' })).toBeInTheDocument();
  });

  it('goes to the optional prompts with Continue, rotates example placeholders every 5 s, and Back keeps the answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    shareServer(() => json(201, {}));
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderApp('/home');
    const form = await openForm();
    await user.selectOptions(within(form).getByLabelText('Use case'), 'code-a');
    await user.type(within(form).getByLabelText('Time saved per task (minutes)'), '25');
    await user.click(within(form).getByRole('button', { name: /Continue/ }));

    const heading = await within(form).findByRole('heading', { name: 'Add helpful prompts (optional)' });
    expect(heading).toHaveFocus();
    expect(within(form).getByText('Step 2 of 2')).toBeInTheDocument();
    const prompts = within(form).getByLabelText('Prompts that worked');
    expect(prompts).toHaveAttribute('rows', '4');
    expect(prompts).toHaveAttribute('placeholder', `e.g. ${PROMPT_EXAMPLES[0]}`);
    act(() => {
      vi.advanceTimersByTime(PLACEHOLDER_ROTATION_MS);
    });
    expect(prompts).toHaveAttribute('placeholder', `e.g. ${PROMPT_EXAMPLES[1]}`);
    act(() => {
      vi.advanceTimersByTime(PLACEHOLDER_ROTATION_MS);
    });
    expect(prompts).toHaveAttribute('placeholder', `e.g. ${PROMPT_EXAMPLES[2]}`);

    await user.click(within(form).getByRole('button', { name: /Back/ }));
    expect(await within(form).findByRole('heading', { name: 'Share your impact' })).toHaveFocus();
    expect(within(form).getByLabelText('Use case')).toHaveValue('code-a');
    expect(within(form).getByLabelText('Time saved per task (minutes)')).toHaveValue(25);
  });

  it("shares the story, says 'Your story is live! 🎉', refreshes the feed and starts over", async () => {
    const server = shareServer(() => json(201, { story: { id: 'new' }, completed: true }));
    const user = userEvent.setup();
    renderApp('/home');
    const form = await openForm();
    await user.selectOptions(within(form).getByLabelText('Use case'), 'debug-b');
    await user.type(within(form).getByLabelText('What changed for you? (optional)'), 'Found the race in minutes.');
    // Enter in the minutes field means Continue.
    await user.type(within(form).getByLabelText('Time saved per task (minutes)'), '30{Enter}');
    await user.type(await within(form).findByLabelText('Prompts that worked'), '/explain this test{Enter}{Enter}/fix the race');
    const feedCalls = server.calls('GET /api/feed').length;
    const sessionCalls = server.calls('GET /api/session').length;
    await user.click(within(form).getByRole('button', { name: 'Share story' }));

    expect(await screen.findByText(MEMBER_MESSAGES.storyLive)).toBeInTheDocument();
    expect(screen.getByText(MEMBER_MESSAGES.storyLiveDescription)).toBeInTheDocument();
    expect(server.calls('POST /api/stories')[0]?.body).toEqual({
      useCaseId: 'debug-b',
      timeSaved: 30,
      prompts: '/explain this test\n\n/fix the race',
      feedback: 'Found the race in minutes.',
      // The optional figures, left empty, and the default sharing level.
      timeSavedLow: null,
      timeSavedHigh: null,
      baselineMinutes: null,
      frequencyPerWeek: null,
      evidenceUrl: null,
      timeWent: null,
      sharing: 'named',
    });
    await waitFor(() => expect(server.calls('GET /api/feed').length).toBeGreaterThan(feedCalls));
    expect(server.calls('GET /api/session').length).toBeGreaterThan(sessionCalls);
    await waitFor(() => expect(server.events()).toContain('use_case.impact_story_submitted'));
    expect(await within(form).findByRole('heading', { name: 'Share your impact' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Use case')).toHaveValue('');
  });

  it("says 'Failed to share your impact. Please try again.' and keeps the answers when the server refuses", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    shareServer(() => apiError(500, 'internal', 'Something went wrong'));
    const user = userEvent.setup();
    renderApp('/home');
    const form = await openForm();
    await user.selectOptions(within(form).getByLabelText('Use case'), 'code-a');
    await user.type(within(form).getByLabelText('Time saved per task (minutes)'), '5');
    await user.click(within(form).getByRole('button', { name: /Continue/ }));
    await user.click(await within(form).findByRole('button', { name: 'Share story' }));
    expect(await screen.findByText(MEMBER_MESSAGES.impactSubmitFailed)).toBeInTheDocument();
    expect(within(form).getByRole('heading', { name: 'Add helpful prompts (optional)' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Share story' })).toBeEnabled();
    warn.mockRestore();
  });
});
