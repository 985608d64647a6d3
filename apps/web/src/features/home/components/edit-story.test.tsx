import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMPACT_MESSAGES, type FeedStory } from '@pathwise/core';
import { apiError, fakeServer, json, type FakeResponse } from '@/test/fake-server';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { CATALOGUE, makeStory } from '../test/home-fixtures';
import { FakeSocket } from '@/test/fake-socket';

beforeEach(() => FakeSocket.install());
afterEach(() => vi.unstubAllGlobals());

/** Time lost, with a range, evidence and the anonymous sharing level: every field is prefilled. */
const MINE = makeStory({
  id: 'mine-1',
  isMine: true,
  author: { name: 'ada', specialty: 'frontend' },
  feedback: 'The tests took longer to fix than to write.',
  timeSaved: -20,
  timeSavedLow: -30,
  timeSavedHigh: -10,
  baselineMinutes: 60,
  frequencyPerWeek: 2,
  evidenceUrl: 'https://github.com/acme/app/pull/7',
  timeWent: 'learning',
  sharing: 'anonymous',
  prompts: ['/tests cover the empty input', '/explain the reducer'],
});

function editServer(patch: () => FakeResponse, stories: FeedStory[] = [MINE]) {
  return fakeServer({
    'GET /api/session': () => json(200, { user: makeUser() }),
    'GET /api/use-cases': () => json(200, { useCases: CATALOGUE }),
    'GET /api/feed': () => json(200, { stories, examples: false }),
    'PATCH /api/stories/mine-1': patch,
    'DELETE /api/stories/mine-1': () => json(204),
  });
}

async function openEditor() {
  const user = userEvent.setup();
  renderApp('/home');
  const card = await screen.findByRole('article', { name: /ada learned/ });
  await user.click(within(card).getByRole('button', { name: 'Edit my story' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit your story' });
  return { user, dialog, card };
}

describe('editing one’s own story', () => {
  it('only the author sees Edit and Delete on a story card', async () => {
    editServer(() => json(200, {}), [MINE, makeStory({ id: 'theirs', isMine: false, author: { name: 'ben', specialty: null } })]);
    renderApp('/home');
    const theirs = await screen.findByRole('article', { name: /ben learned/ });
    expect(within(theirs).queryByRole('button', { name: 'Edit my story' })).not.toBeInTheDocument();
    const mine = screen.getByRole('article', { name: /ada learned/ });
    expect(within(mine).getByRole('button', { name: 'Delete my story' })).toBeInTheDocument();
  });

  it('opens the story form prefilled, time lost shown as minutes with the box ticked and the range the right way round', async () => {
    editServer(() => json(200, {}));
    const { dialog } = await openEditor();
    const d = within(dialog);
    expect(d.getByLabelText('Time saved per task (minutes)')).toHaveValue(20);
    expect(d.getByRole('checkbox', { name: /It didn't save me time/ })).toBeChecked();
    expect(d.getByLabelText('Range: at least (minutes)')).toHaveValue(10);
    expect(d.getByLabelText('Range: at most (minutes)')).toHaveValue(30);
    expect(d.getByLabelText('How long the task took before AI (minutes)')).toHaveValue(60);
    expect(d.getByLabelText('How often it comes up per week')).toHaveValue(2);
    expect(d.getByLabelText(/Evidence/)).toHaveValue('https://github.com/acme/app/pull/7');
    expect(d.getByLabelText('Where the saved time went')).toHaveValue('learning');
    expect(d.getByLabelText('Who sees this story')).toHaveValue('anonymous');
    expect(d.getByLabelText('What changed for you? (optional)')).toHaveValue('The tests took longer to fix than to write.');
    expect(d.getByLabelText('Prompts that worked (one per line)')).toHaveValue('/tests cover the empty input\n/explain the reducer');
  });

  it('shows core’s messages at their fields and sends nothing until they are fixed', async () => {
    const server = editServer(() => json(200, {}));
    const { user, dialog } = await openEditor();
    const d = within(dialog);
    const minutes = d.getByLabelText('Time saved per task (minutes)');
    await user.clear(minutes);
    await user.type(minutes, '500');
    const evidence = d.getByLabelText(/Evidence/);
    await user.clear(evidence);
    await user.type(evidence, 'javascript:alert(1)');
    await user.click(d.getByRole('button', { name: 'Save changes' }));
    // The story cost time (the box is ticked): 500 minutes lost is over a working day.
    expect(await d.findByText(IMPACT_MESSAGES.underWorkingDay)).toBeInTheDocument();
    expect(minutes).toHaveAttribute('aria-invalid', 'true');
    expect(minutes).toHaveAccessibleDescription(IMPACT_MESSAGES.underWorkingDay);
    expect(evidence).toHaveAccessibleDescription(IMPACT_MESSAGES.evidenceUrl);

    // A range (10 to 30 minutes lost) that leaves out the minutes: the message is at the range.
    await user.clear(minutes);
    await user.type(minutes, '5');
    await user.clear(evidence);
    await user.click(d.getByRole('button', { name: 'Save changes' }));
    expect(await d.findByText(IMPACT_MESSAGES.rangeOutside)).toBeInTheDocument();
    expect(d.getByLabelText('Range: at least (minutes)')).toHaveAccessibleDescription(IMPACT_MESSAGES.rangeOutside);
    expect(minutes).not.toHaveAttribute('aria-invalid');
    expect(server.calls('PATCH /api/stories/mine-1')).toHaveLength(0);
  });

  it('a failed save keeps every typed character and says why; a retry saves through PATCH and closes', async () => {
    let fail = true;
    const server = editServer(() =>
      fail ? apiError(503, 'unavailable', 'The database is busy.') : json(200, { story: { id: 'mine-1' } }),
    );
    const { user, dialog } = await openEditor();
    const d = within(dialog);
    const feedback = d.getByLabelText('What changed for you? (optional)');
    await user.clear(feedback);
    await user.type(feedback, 'Better than I first said: the reviewer found nothing.');
    await user.click(d.getByRole('checkbox', { name: /It didn't save me time/ }));
    const minutes = d.getByLabelText('Time saved per task (minutes)');
    await user.clear(minutes);
    await user.type(minutes, '25');
    await user.clear(d.getByLabelText('Range: at least (minutes)'));
    await user.type(d.getByLabelText('Range: at least (minutes)'), '15');
    await user.clear(d.getByLabelText('Range: at most (minutes)'));
    await user.type(d.getByLabelText('Range: at most (minutes)'), '40');
    await user.selectOptions(d.getByLabelText('Who sees this story'), 'named');
    await user.click(d.getByRole('button', { name: 'Save changes' }));

    expect(await d.findByRole('alert')).toHaveTextContent('Your changes were not saved: The database is busy. Your text is still here');
    expect(screen.getByRole('dialog', { name: 'Edit your story' })).toBeInTheDocument();
    expect(feedback).toHaveValue('Better than I first said: the reviewer found nothing.');
    expect(minutes).toHaveValue(25);
    expect(d.getByLabelText('Who sees this story')).toHaveValue('named');

    fail = false;
    await user.click(d.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit your story' })).not.toBeInTheDocument());
    const sent = server.calls('PATCH /api/stories/mine-1').map((r) => r.body);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({
      timeSaved: 25,
      timeSavedLow: 15,
      timeSavedHigh: 40,
      baselineMinutes: 60,
      frequencyPerWeek: 2,
      evidenceUrl: 'https://github.com/acme/app/pull/7',
      timeWent: 'learning',
      sharing: 'named',
      feedback: 'Better than I first said: the reviewer found nothing.',
      prompts: '/tests cover the empty input\n/explain the reducer',
    });
    expect(await screen.findByText('Your story is updated.')).toBeInTheDocument();
  });

  it('delete asks in a dialog that keeps the focus; Keep it deletes nothing, Delete for good deletes', async () => {
    const server = editServer(() => json(200, {}));
    const user = userEvent.setup();
    renderApp('/home');
    const card = await screen.findByRole('article', { name: /ada learned/ });
    await user.click(within(card).getByRole('button', { name: 'Delete my story' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your story?' });
    const keep = within(dialog).getByRole('button', { name: 'Keep it' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete for good' });
    // Tab cycles inside the dialog: the focus never reaches the page behind it.
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.click(keep);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls('DELETE /api/stories/mine-1')).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Delete my story' }));
    await user.click(await screen.findByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(server.calls('DELETE /api/stories/mine-1')).toHaveLength(1));
    expect(confirm).not.toBeInTheDocument();
  });
});
