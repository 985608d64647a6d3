import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, deferred, fakeServer, json, type FakeResponse } from '@/test/fake-server';
import { FakeSocket } from '@/test/fake-socket';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import type { TeamStats } from '../api/team-stats';
import { presetRange } from '../range';

const STATS: TeamStats = {
  range: { from: '2026-01-05T00:00:00.000Z', to: '2026-01-26T00:00:00.000Z' },
  totals: { stories: 3, minutesSaved: 180, completions: 4, contributors: 2 },
  weekly: [
    { week: '2026-01-05', minutesSaved: 30, stories: 1, completions: 1 },
    { week: '2026-01-12', minutesSaved: 150, stories: 2, completions: 3 },
    { week: '2026-01-19', minutesSaved: 0, stories: 0, completions: 0 },
  ],
  topCompleted: [{ useCaseId: 'code-a', title: 'Write a React hook with tests', completions: 3 }],
  topHelpful: [{ useCaseId: 'debug-b', title: 'Debug a flaky test', helpful: 1 }],
  contributors: [
    { name: 'grace', stories: 2, minutesSaved: 150, lastSharedAt: new Date(Date.now() - 2 * 86_400_000).toISOString() },
    { name: 'linus', stories: 1, minutesSaved: 30, lastSharedAt: new Date(Date.now() - 9 * 86_400_000).toISOString() },
  ],
  recentStories: [
    {
      id: 's1',
      author: 'grace',
      useCaseId: 'code-a',
      useCaseTitle: 'Write a React hook with tests',
      timeSaved: 90,
      likes: 1,
      createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
    },
  ],
};

function teamServer(stats: () => TeamStats = () => STATS) {
  return fakeServer({
    'GET /api/session': () => json(200, { user: makeUser() }),
    'GET /api/team/stats': () => json(200, stats()),
  });
}

describe('Team Activity', () => {
  it('charts minutes saved per week and completions as accessible SVG images with data tables', async () => {
    teamServer();
    renderApp('/team');
    expect(await screen.findByRole('heading', { name: 'Team Activity', level: 1 })).toBeInTheDocument();
    const minutes = await screen.findByRole('img', { name: /^Minutes saved per week: 3 weeks/ });
    expect(minutes).toHaveAccessibleName(
      'Minutes saved per week: 3 weeks from Jan 5, 2026 to Jan 19, 2026. Total 180 minutes; highest 150 minutes in the week of Jan 12, 2026.',
    );
    expect(minutes.querySelectorAll('rect')).toHaveLength(3);
    const completions = screen.getByRole('img', { name: /^Completions over time/ });
    expect(completions.querySelectorAll('circle')).toHaveLength(3);

    const table = screen.getByRole('table', { name: 'Minutes saved per week' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Week ofminutes', 'Jan 5, 202630', 'Jan 12, 2026150', 'Jan 19, 20260']);

    // 180 minutes over 21 days: 1 hour a week, about 4.3 a month.
    expect(screen.getByText('Hours saved per week').nextElementSibling).toHaveTextContent('1');
    expect(screen.getByText('Hours saved per month').nextElementSibling).toHaveTextContent('4.3');
  });

  it('shows the most completed and most helpful use cases, the contributors and the recent stories', async () => {
    teamServer();
    renderApp('/team');
    const completed = await screen.findByRole('region', { name: 'Most completed use cases' });
    expect(within(completed).getByRole('link', { name: 'Write a React hook with tests' })).toHaveAttribute('href', '/use-case/code-a');
    expect(within(completed).getByText('3 completions')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Most helpful use cases' })).getByText('1 helpful rating')).toBeInTheDocument();
    const contributors = screen.getByRole('region', { name: 'Contributors' });
    expect(
      within(contributors)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['TeammateStoriesMinutes savedLast shared', 'grace21502d', 'linus1301w']);
    const recent = screen.getByRole('region', { name: 'Recent stories' });
    expect(within(recent).getByText(/90 min saved · 1 like ·/)).toBeInTheDocument();
  });

  it('asks for the chosen range, offers presets, and downloads the CSV of the same range', async () => {
    const server = teamServer();
    const user = userEvent.setup();
    const app = renderApp('/team');
    await screen.findByRole('img', { name: /^Minutes saved per week/ });
    const twelve = presetRange('12w');
    expect(server.calls('GET /api/team/stats')[0]?.search).toBe(`?from=${twelve.from}&to=${twelve.to}`);
    expect(screen.getByRole('button', { name: '12 weeks' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `/api/team/stories.csv?from=${twelve.from}&to=${twelve.to}`,
    );

    await user.click(screen.getByRole('button', { name: '4 weeks' }));
    const four = presetRange('4w');
    await waitFor(() => expect(server.calls('GET /api/team/stats').at(-1)?.search).toBe(`?from=${four.from}&to=${four.to}`));
    expect(screen.getByLabelText('From')).toHaveValue(four.from);
    expect(screen.getByRole('button', { name: '4 weeks' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `/api/team/stories.csv?from=${four.from}&to=${four.to}`,
    );
    expect(app.location().search).toBe(`?from=${four.from}&to=${four.to}`);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-31' } });
    await waitFor(() => expect(server.calls('GET /api/team/stats').at(-1)?.search).toBe('?from=2026-01-10&to=2026-01-31'));
    expect(screen.getByRole('button', { name: '4 weeks' })).toHaveAttribute('aria-pressed', 'false');

    const calls = server.calls('GET /api/team/stats').length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-10' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The start date must be on or before the end date.');
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls('GET /api/team/stats')).toHaveLength(calls);
  });

  it('refreshes when a teammate shares a story (realtime)', async () => {
    let stats = STATS;
    const server = teamServer(() => stats);
    renderApp('/team');
    const tile = (await screen.findByText('Stories shared')).nextElementSibling;
    expect(tile).toHaveTextContent('3');
    const before = server.calls('GET /api/team/stats').length;
    stats = { ...STATS, totals: { ...STATS.totals, stories: 4 } };
    FakeSocket.latest().emit({ type: 'story.created', storyId: 'x', useCaseId: 'code-a' });
    await waitFor(() => expect(tile).toHaveTextContent('4'));
    expect(server.calls('GET /api/team/stats').length).toBeGreaterThan(before);
  });

  it('shows the page once the impact figures are here too: their arrival does not push the charts down', async () => {
    const impact = deferred<FakeResponse>();
    fakeServer({
      'GET /api/session': () => json(200, { user: makeUser() }),
      'GET /api/team/stats': () => json(200, STATS),
      'GET /api/team/impact': () => impact.promise,
    });
    renderApp('/team');
    expect(await screen.findByText('Loading team activity...')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText('Stories shared')).not.toBeInTheDocument();
    // A failed first attempt shows the page, its impact section saying so.
    impact.resolve(apiError(500, 'internal', 'Something went wrong.'));
    expect(await screen.findByText('Stories shared')).toBeInTheDocument();
  });
});
