import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOLLOW_UP_QUESTION, IMPACT_MESSAGES } from '@pathwise/core';
import { fakeServer, json } from '@/test/fake-server';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { CATALOGUE, makeStory } from '../test/home-fixtures';
import { FakeSocket } from '@/test/fake-socket';

beforeEach(() => FakeSocket.install());
afterEach(() => vi.unstubAllGlobals());

/** The author's story 14 days on: the feed asks whether it held up. */
const ASKED = makeStory({
  id: 'mine-1',
  isMine: true,
  author: { name: 'ada', specialty: 'frontend' },
  followUp: { state: 'asked', outcome: null, reworkMinutes: 0 },
});

function followUpServer() {
  return fakeServer({
    'GET /api/session': () => json(200, { user: makeUser() }),
    'GET /api/use-cases': () => json(200, { useCases: CATALOGUE }),
    'GET /api/feed': () => json(200, { stories: [ASKED], examples: false }),
    'POST /api/stories/mine-1/follow-up': () => json(200, {}),
  });
}

async function question() {
  const user = userEvent.setup();
  renderApp('/home');
  const card = await screen.findByRole('article', { name: /ada learned/ });
  return { user, group: within(within(card).getByRole('group', { name: FOLLOW_UP_QUESTION })) };
}

describe('the 14-day question on one’s own story (its rule loads on first answer)', () => {
  it('sends Kept as no rework', async () => {
    const server = followUpServer();
    const { user, group } = await question();
    await user.click(group.getByRole('button', { name: 'Kept' }));
    await waitFor(() => expect(server.calls('POST /api/stories/mine-1/follow-up')).toHaveLength(1));
    expect(server.calls('POST /api/stories/mine-1/follow-up')[0]?.body).toEqual({ outcome: 'kept', reworkMinutes: 0 });
  });

  it('asks for the rework minutes before sending Needed rework, then sends them', async () => {
    const server = followUpServer();
    const { user, group } = await question();
    await user.click(group.getByRole('button', { name: 'Needed rework' }));
    expect(await screen.findByText(IMPACT_MESSAGES.reworkMinutes)).toBeInTheDocument();
    expect(server.calls('POST /api/stories/mine-1/follow-up')).toHaveLength(0);

    await user.type(group.getByLabelText('Rework of about (minutes)'), '45');
    await user.click(group.getByRole('button', { name: 'Needed rework' }));
    await waitFor(() => expect(server.calls('POST /api/stories/mine-1/follow-up')).toHaveLength(1));
    expect(server.calls('POST /api/stories/mine-1/follow-up')[0]?.body).toEqual({ outcome: 'rework', reworkMinutes: 45 });
  });
});
