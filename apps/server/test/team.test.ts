import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell } from '../src/team/csv';
import { call, onboard, verifiedUser } from './accounts-helpers';
import { createTestContext, ENGINES, type TestContext } from './harness';

describe('csvCell', () => {
  it('quotes every cell and neutralises formulas at the start and after any separator', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+1')).toBe(`"'+1"`);
    expect(csvCell('-2')).toBe(`"'-2"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\tcmd')).toBe(`"'\tcmd"`);
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(42)).toBe('"42"');
    // After anything a spreadsheet may split a cell on, with spaces between.
    expect(csvCell('fine, =cmd|calc')).toBe(`"fine, '=cmd|calc"`);
    expect(csvCell('a;@SUM(1)')).toBe(`"a;'@SUM(1)"`);
    expect(csvCell('first\n  +HYPERLINK(1)')).toBe(`"first\n  '+HYPERLINK(1)"`);
    expect(csvCell('x|-1')).toBe(`"x|'-1"`);
    expect(csvCell('tab\t\uFF1DSUM(1)')).toBe(`"tab\t'\uFF1DSUM(1)"`);
    // Ordinary text keeps its hyphens and signs.
    expect(csvCell('saved 10-15 minutes, +2 tests')).toBe(`"saved 10-15 minutes, '+2 tests"`);
    expect(csvCell('plain')).toBe('"plain"');
  });
});

describe.each(ENGINES)('team activity on %s', (engine) => {
  let t: TestContext;
  let ada: string;
  let bob: string;
  let eve: string;

  beforeAll(async () => {
    t = await createTestContext(engine);
    ada = await verifiedUser(t, 'ada@hooli.example');
    bob = await verifiedUser(t, 'bob@hooli.example');
    eve = await verifiedUser(t, 'eve@piedpiper.example');
    for (const cookie of [ada, bob, eve]) await onboard(t, cookie);
    const [first, second] = t.catalogue.all;
    await call(t, 'POST', '/api/stories', { useCaseId: first?.id, timeSaved: 30, feedback: '=cmd|" /C calc"!A0' }, ada);
    await call(t, 'POST', '/api/stories', { useCaseId: second?.id, timeSaved: 15, prompts: '@SUM(1+1)\n/tests' }, bob);
    await call(t, 'POST', `/api/use-cases/${first?.id}/rating`, { helpful: true }, bob);
    await call(t, 'POST', '/api/stories', { useCaseId: first?.id, timeSaved: 333 }, eve);
    // An older story, outside a narrow range.
    await t.database.db.execute(sql`UPDATE impact_stories SET created_at = now() - interval '40 days' WHERE time_saved = 15`);
  });
  afterAll(async () => t.close());

  it('aggregates minutes, completions, top use cases and contributors of the workspace only', async () => {
    const stats = await call(t, 'GET', '/api/team/stats', undefined, ada);
    expect(stats.status).toBe(200);
    const body = stats.json as unknown as {
      totals: { stories: number; minutesSaved: number; completions: number; contributors: number };
      weekly: { week: string; minutesSaved: number }[];
      topCompleted: { useCaseId: string; completions: number }[];
      topHelpful: { useCaseId: string; helpful: number }[];
      contributors: { name: string; minutesSaved: number }[];
    };
    expect(body.totals).toEqual({ stories: 2, minutesSaved: 45, completions: 3, contributors: 2 });
    expect(body.weekly.length).toBeGreaterThanOrEqual(12);
    expect(body.weekly.reduce((n, w) => n + w.minutesSaved, 0)).toBe(45);
    expect(body.topCompleted[0]).toMatchObject({ useCaseId: t.catalogue.all[0]?.id, completions: 2 });
    expect(body.topHelpful).toEqual([{ useCaseId: t.catalogue.all[0]?.id, title: t.catalogue.all[0]?.title, helpful: 1 }]);
    expect(body.contributors.map((c) => c.name)).toEqual(['ada', 'bob']);
    // Eve's 333 minutes as a value (':333'), not the digits a timestamp's milliseconds may have.
    expect(JSON.stringify(body)).not.toContain(':333');
    expect(JSON.stringify(body)).not.toContain('eve');
  });

  it('honours the date range and validates it', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    const narrow = await call(t, 'GET', `/api/team/stats?from=${lastWeek}&to=${today}`, undefined, ada);
    expect((narrow.json as { totals: { minutesSaved: number } }).totals.minutesSaved).toBe(30);
    expect((await call(t, 'GET', '/api/team/stats?from=2026-13-01', undefined, ada)).status).toBe(400);
    expect((await call(t, 'GET', `/api/team/stats?from=${today}&to=${lastWeek}`, undefined, ada)).status).toBe(400);
    expect((await call(t, 'GET', '/api/team/stats?from=2020-01-01&to=2026-01-01', undefined, ada)).status).toBe(400);
    expect((await call(t, 'GET', '/api/team/stats')).status).toBe(401);
  });

  it('exports the stories as CSV with every cell quoted and formula cells escaped', async () => {
    const response = await t.app.request('/api/team/stories.csv', { headers: { Cookie: ada } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="team-stories-.*\.csv"/);
    const text = await response.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"Date","Teammate","Use case","Minutes saved","Feedback","Prompts","Likes","Evidence"');
    // Every cell of every row is quoted.
    for (const line of lines.slice(1)) expect(line.startsWith('"') && line.endsWith('"')).toBe(true);
    expect(text).toContain(`"'=cmd|"" /C calc""!A0"`);
    expect(text).toContain(`"'@SUM(1+1)\n/tests"`);
    // Eve's 333 minutes as a cell (every cell is quoted), not a timestamp's milliseconds.
    expect(text).not.toContain('"333"');
    expect(text).not.toMatch(/,=|,@|,\+|,-[^0-9]/);
  });
});

describe.each(ENGINES)('demo workspace seed on %s', (engine) => {
  it('seeds the sample teammates and stories once, and lets a teammate sign in', async () => {
    const { seedDemoWorkspace, DEMO } = await import('../src/demo/seed');
    const t = await createTestContext(engine);
    try {
      expect(await seedDemoWorkspace(t.database.db, t.catalogue, t.logger)).toBe(true);
      expect(await seedDemoWorkspace(t.database.db, t.catalogue, t.logger)).toBe(false);
      const login = await call(t, 'POST', '/api/auth/login', { email: DEMO.emailOf('maya-chen'), password: DEMO.password });
      expect(login.status).toBe(200);
      expect(login.json.user).toMatchObject({ isOnboarded: true, workspace: { name: DEMO.name, domain: DEMO.domain } });
      const feed = await call(t, 'GET', '/api/feed?filter=highest', undefined, login.cookie);
      const stories = feed.json.stories as { isExample: boolean; likes: number }[];
      expect(feed.json.examples).toBe(false);
      expect(stories.length).toBe(30);
      expect(stories[0]?.likes).toBeGreaterThanOrEqual(stories[1]?.likes ?? 0);
    } finally {
      await t.close();
    }
  });
});
