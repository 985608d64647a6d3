import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMPACT_WIZARD, MEMBER_MESSAGES } from '@pathwise/core';
import { advanceClockTo } from '@/test/clock';
import { apiError, deferred, fakeServer, json, type FakeResponse } from '@/test/fake-server';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { eventData, makeDetail, routesFor } from '../test/use-case-fixtures';

const PATH = '/use-case/code-python-cli';

afterEach(() => {
  vi.useRealTimers();
});

// The use case page's code and the wizard's load before the tests, not inside the first one's
// waits: the first import of the guide's renderer is transformed for the test runner, which on a
// busy machine took seconds of the first test's 15 (its wait for the page then ran out 1 time in 16).
beforeAll(() => Promise.all([import('@/features/use-case/components/use-case-screen'), import('./impact-dialog')]), 60_000);

async function openWizard(extra: Parameters<typeof routesFor>[2] = {}, setupOptions: Parameters<typeof userEvent.setup>[0] = {}) {
  const server = fakeServer(routesFor(makeUser(), [makeDetail({ completed: true })], extra));
  const user = userEvent.setup(setupOptions);
  const app = renderApp(PATH);
  // The page's first paint (its code is loaded above) can take more than findBy's 1 s on a busy machine.
  await user.click(await screen.findByRole('button', { name: 'Share Impact' }, { timeout: 5_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Share your impact' });
  return { server, user, app, dialog };
}

describe('the impact wizard', () => {
  it('needs minutes above 0 on step 1: Continue disabled, and Enter explains why', async () => {
    const { user, dialog } = await openWizard();
    expect(within(dialog).getByText('Step 1 of 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Step 1 of 2' })).toHaveAttribute('aria-valuenow', '50');
    const minutes = within(dialog).getByLabelText('Minutes saved per day');
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.type(minutes, '0');
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.type(minutes, '{Enter}');
    expect(await screen.findByText(MEMBER_MESSAGES.impactMinutesMissing)).toBeInTheDocument();
    expect(within(dialog).getByText('Step 1 of 2')).toBeInTheDocument();
    await user.clear(minutes);
    await user.type(minutes, '-5');
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.clear(minutes);
    await user.type(minutes, '30');
    expect(within(dialog).getByText("That's about 2.5 hours per week.")).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('takes "it cost me time" and the optional detail, refusing a link that is not http(s)', async () => {
    const { server, user, dialog } = await openWizard({ 'POST /api/stories': () => json(201, { story: { id: 's1' }, completed: true }) });
    await user.click(within(dialog).getByLabelText(/It didn't save me time/));
    const lost = within(dialog).getByLabelText('Minutes lost per day');
    await user.type(lost, '0');
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeEnabled();
    await user.clear(lost);
    await user.type(lost, '20');
    await user.click(within(dialog).getByText(/Add detail \(optional\)/));
    await user.type(within(dialog).getByLabelText('Range: at least (minutes)'), '10');
    await user.type(within(dialog).getByLabelText('Range: at most (minutes)'), '30');
    await user.type(within(dialog).getByLabelText('Evidence: link to the pull request, commit or ticket'), 'javascript:alert(1)');
    await user.selectOptions(within(dialog).getByLabelText('Who sees this story'), 'anonymous');
    await user.selectOptions(within(dialog).getByLabelText('Where the saved time went'), 'paid_down_debt');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Enter a link starting with http:// or https://')).toBeInTheDocument();
    expect(server.calls('POST /api/stories')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    const link = within(dialog).getByLabelText('Evidence: link to the pull request, commit or ticket');
    await user.clear(link);
    await user.type(link, 'https://github.com/acme/app/pull/9');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(server.calls('POST /api/stories')).toHaveLength(1));
    expect(server.calls('POST /api/stories')[0]?.body).toMatchObject({
      timeSaved: -20,
      timeSavedLow: -30,
      timeSavedHigh: -10,
      evidenceUrl: 'https://github.com/acme/app/pull/9',
      sharing: 'anonymous',
      timeWent: 'paid_down_debt',
    });
  }, 20_000);

  it('collects prompts with chips at the cursor, goes Back and on, submits, and goes home after 1.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const saved = deferred<FakeResponse>();
    const { server, user, app, dialog } = await openWizard(
      { 'POST /api/stories': () => saved.promise },
      { advanceTimers: (ms) => vi.advanceTimersByTime(ms) },
    );
    await user.type(within(dialog).getByLabelText('Minutes saved per day'), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(within(dialog).getByRole('heading', { name: 'Add helpful prompts (optional)' })).toBeInTheDocument();
    expect(within(dialog).getByText('Step 2 of 2')).toBeInTheDocument();
    const prompts = within(dialog).getByLabelText('What Copilot prompts did you use?');
    expect(prompts).toHaveAttribute('rows', String(IMPACT_WIZARD.promptRows));
    expect(prompts.getAttribute('placeholder')).toMatch(/\/explain code/);
    expect(within(dialog).queryByText('Great! These prompts will help your teammates.')).not.toBeInTheDocument();
    for (const chip of ['/explain code', '/refactor', '/optimize', '/convert to typescript']) {
      expect(within(dialog).getByRole('button', { name: chip })).toBeInTheDocument();
    }
    await user.click(within(dialog).getByRole('button', { name: '/explain code' }));
    expect(prompts).toHaveValue('/explain code ');
    await waitFor(() => expect(prompts).toHaveFocus());
    await user.type(prompts, 'the parser');
    await user.click(within(dialog).getByRole('button', { name: '/refactor' }));
    expect(prompts).toHaveValue('/explain code the parser\n/refactor ');
    expect(within(dialog).getByText('Great! These prompts will help your teammates.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByLabelText('Minutes saved per day')).toHaveValue(30);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByLabelText('What Copilot prompts did you use?')).toHaveValue('/explain code the parser\n/refactor ');

    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Skip' })).toBeDisabled();
    expect(server.calls('POST /api/stories')[0]?.body).toEqual({
      useCaseId: 'code-python-cli',
      timeSaved: 30,
      prompts: '/explain code the parser\n/refactor ',
      timeSavedLow: null,
      timeSavedHigh: null,
      baselineMinutes: null,
      frequencyPerWeek: null,
      evidenceUrl: null,
      timeWent: null,
      sharing: 'named',
    });

    // The test's clock moves with real time too (shouldAdvanceTime): the wait for home is counted
    // from the answer, not from the checks below, which can take a while on a busy machine.
    const answered = Date.now();
    saved.resolve(json(201, { story: { id: 'story-1' }, completed: true }));
    expect(await screen.findByText(MEMBER_MESSAGES.storyLive)).toBeInTheDocument();
    expect(screen.getByText(MEMBER_MESSAGES.storyLiveDescription)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Share your impact|Add helpful prompts/ })).not.toBeInTheDocument());
    await waitFor(() =>
      expect(eventData(server.requests, 'use_case.impact_story_submitted')).toEqual([{ use_case_id: 'code-python-cli' }]),
    );
    expect(app.location().pathname).toBe(PATH);
    await advanceClockTo(answered, IMPACT_WIZARD.navigateHomeAfterMs - 100);
    expect(app.location().pathname).toBe(PATH);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(app.location().pathname).toBe('/home'));
  });

  it("says 'Failed to share your impact. Please try again.' and stays on step 2 when saving fails", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, dialog, app } = await openWizard({ 'POST /api/stories': () => apiError(500, 'internal', 'Something went wrong.') });
    await user.type(within(dialog).getByLabelText('Minutes saved per day'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MEMBER_MESSAGES.impactSubmitFailed)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(within(dialog).getByText('Step 2 of 2')).toBeInTheDocument();
    expect(app.location().pathname).toBe(PATH);
    warn.mockRestore();
  });

  it('asks before skipping: Continue sharing returns to the wizard, Skip for now closes it without saving', async () => {
    const { server, user, dialog } = await openWizard();
    await user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Are you sure you want to skip?' });
    expect(within(confirm).getByText('Your teammates may benefit from your learnings.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Continue sharing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Share your impact' })).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Minutes saved per day'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(server.calls('POST /api/stories')).toHaveLength(0);
    // Opening again starts over.
    await user.click(screen.getByRole('button', { name: 'Share Impact' }));
    expect(within(await screen.findByRole('dialog', { name: 'Share your impact' })).getByLabelText('Minutes saved per day')).toHaveValue(
      null,
    );
  });

  it('keeps focus inside the dialog', async () => {
    const { user, dialog } = await openWizard();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});
