import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  estimatedWeeklyHours,
  HIDDEN_FIGURE_NOTE,
  median,
  MIN_GROUP_SIZE,
  netMinutes,
  roundFigure,
  spread,
  type TeamImpact,
} from '@pathwise/core';
import { queryRows } from '../src/db/client';
import { call, onboard, verifiedUser } from './accounts-helpers';
import { createTestContext, ENGINES, type TestContext } from './harness';

/** One seeded story: who (index), minutes, rework, evidence, days ago. */
type Seed = { who: number; minutes: number; rework: number; evidence: boolean; daysAgo: number; useCase: 0 | 1 };

/*
 * Seven teammates on use case 0 (a group big enough to show) and two on use case 1 (too small:
 * its figures must be hidden). Minutes include 0 and time lost; some have rework and evidence.
 */
const SEEDS: Seed[] = [
  { who: 0, minutes: 30, rework: 0, evidence: true, daysAgo: 1, useCase: 0 },
  { who: 1, minutes: 45, rework: 15, evidence: false, daysAgo: 2, useCase: 0 },
  { who: 2, minutes: 0, rework: 0, evidence: false, daysAgo: 3, useCase: 0 },
  { who: 3, minutes: -20, rework: 0, evidence: true, daysAgo: 4, useCase: 0 },
  { who: 4, minutes: 120, rework: 60, evidence: true, daysAgo: 5, useCase: 0 },
  { who: 5, minutes: 15, rework: 0, evidence: true, daysAgo: 6, useCase: 0 },
  { who: 6, minutes: 60, rework: 0, evidence: true, daysAgo: 7, useCase: 0 },
  { who: 0, minutes: 25, rework: 0, evidence: false, daysAgo: 8, useCase: 1 },
  { who: 1, minutes: 35, rework: 5, evidence: false, daysAgo: 9, useCase: 1 },
  // The previous period (the default range is 84 days).
  { who: 0, minutes: 10, rework: 0, evidence: false, daysAgo: 90, useCase: 0 },
  { who: 1, minutes: 20, rework: 0, evidence: false, daysAgo: 91, useCase: 0 },
  { who: 2, minutes: 30, rework: 0, evidence: false, daysAgo: 92, useCase: 0 },
  { who: 3, minutes: 40, rework: 0, evidence: false, daysAgo: 93, useCase: 0 },
  { who: 4, minutes: 50, rework: 0, evidence: false, daysAgo: 94, useCase: 0 },
];
const NAMES = ['ana', 'ben', 'cat', 'dan', 'eli', 'fay', 'gus'];

describe.each(ENGINES)('team impact figures on %s', (engine) => {
  let t: TestContext;
  let cookies: string[];
  let figures: TeamImpact;

  beforeAll(async () => {
    t = await createTestContext(engine);
    cookies = [];
    for (const name of NAMES) {
      const cookie = await verifiedUser(t, `${name}@figures.example`);
      await onboard(t, cookie);
      cookies.push(cookie);
    }
    const useCases = [t.catalogue.all[0]?.id ?? '', t.catalogue.all[1]?.id ?? ''];
    for (const seed of SEEDS) {
      const created = await call(
        t,
        'POST',
        '/api/stories',
        { useCaseId: useCases[seed.useCase], timeSaved: seed.minutes },
        cookies[seed.who],
      );
      const id = (created.json.story as { id: string }).id;
      await t.database.db.execute(sql`UPDATE impact_stories SET rework_minutes = ${seed.rework},
        evidence_url = ${seed.evidence ? 'https://github.com/figures/app/pull/1' : null},
        created_at = now() - ${seed.daysAgo} * interval '1 day' WHERE id = ${id}`);
    }
    // Gus's story is anonymous: counted in the figures, not in the per-person table.
    await t.database.db.execute(sql`UPDATE impact_stories SET sharing = 'anonymous'
      WHERE user_id = (SELECT id FROM users WHERE email = 'gus@figures.example')`);
    const response = await call(t, 'GET', '/api/team/impact', undefined, cookies[0]);
    expect(response.status).toBe(200);
    figures = response.json as unknown as TeamImpact;
  });
  afterAll(async () => t.close());

  const current = SEEDS.filter((s) => s.daysAgo < 84);
  const before = SEEDS.filter((s) => s.daysAgo >= 84);
  const nets = (seeds: Seed[]) => seeds.map((s) => netMinutes(s.minutes, s.rework));

  it('reported figures equal core reference functions over the same stories', () => {
    const ref = spread(nets(current));
    expect(figures.reported).toMatchObject({
      label: 'reported',
      people: 7,
      stories: current.length,
      hidden: false,
      total: current.reduce((n, s) => n + s.minutes, 0),
      rework: current.reduce((n, s) => n + s.rework, 0),
      net: nets(current).reduce((a, b) => a + b, 0),
      median: roundFigure(ref?.median ?? Number.NaN),
      q1: roundFigure(ref?.q1 ?? Number.NaN),
      q3: roundFigure(ref?.q3 ?? Number.NaN),
      iqr: roundFigure(ref?.iqr ?? Number.NaN),
    });
  });

  it('confirmed figures are the stories with evidence or a peer confirmation', () => {
    const confirmed = current.filter((s) => s.evidence);
    expect(figures.confirmed).toMatchObject({
      label: 'confirmed',
      people: new Set(confirmed.map((s) => s.who)).size,
      stories: confirmed.length,
      net: nets(confirmed).reduce((a, b) => a + b, 0),
      median: roundFigure(median(nets(confirmed)) ?? Number.NaN),
    });
  });

  it('estimates use the latest per-day answer of each person and use case, x5/60 per week', () => {
    const latest = new Map<string, number>();
    for (const s of [...current].sort((a, b) => b.daysAgo - a.daysAgo))
      latest.set(`${s.who}:${s.useCase}`, netMinutes(s.minutes, s.rework));
    const perDay = [...latest.values()].reduce((a, b) => a + b, 0);
    expect(figures.estimated).toMatchObject({ label: 'estimated', people: 7, weeklyHours: roundFigure(estimatedWeeklyHours(perDay)) });
  });

  it('the previous period has the same length, and the trend compares net minutes', () => {
    const prevNet = nets(before).reduce((a, b) => a + b, 0);
    const curNet = nets(current).reduce((a, b) => a + b, 0);
    expect(figures.previous).toMatchObject({ people: 5, stories: before.length, net: prevNet, hidden: false });
    expect(figures.trend.net).toBeCloseTo((curNet - prevNet) / prevNet, 3);
    const length = Date.parse(figures.range.to) - Date.parse(figures.range.from);
    expect(Date.parse(figures.previousRange.to) - Date.parse(figures.previousRange.from)).toBe(length);
    expect(figures.previousRange.to).toBe(figures.range.from);
  });

  it(`hides any figure over fewer than ${MIN_GROUP_SIZE} people, with the counts left`, async () => {
    const [big, small] = figures.useCases;
    expect(big).toMatchObject({ people: 7, hidden: false, median: roundFigure(median(nets(current.filter((s) => s.useCase === 0))) ?? 0) });
    expect(big?.min).toBe(-20);
    expect(big?.max).toBe(60);
    expect(small).toMatchObject({ people: 2, stories: 2, hidden: true, median: null, min: null, max: null, heldUpRate: null });
    // A narrow range with four people: every minute figure is hidden.
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const narrow = (await call(t, 'GET', `/api/team/impact?from=${day(4)}&to=${day(0)}`, undefined, cookies[0]))
      .json as unknown as TeamImpact;
    expect(narrow.reported).toMatchObject({ people: 4, hidden: true, total: null, net: null, median: null, iqr: null });
    expect(narrow.estimated.weeklyHours).toBeNull();
    const csv = await (
      await t.app.request(`/api/team/impact.csv?from=${day(4)}&to=${day(0)}`, { headers: { Cookie: cookies[0] ?? '' } })
    ).text();
    expect(csv.split('\r\n')).toContain(`"This period","Net minutes","Reported","","4","${HIDDEN_FIGURE_NOTE}"`);
  });

  it('funnel, cohorts and the per-person table (named stories only)', async () => {
    expect(figures.funnel).toEqual({ members: 7, onboarded: 7, completedOne: 7, sharedOne: 7, activeLast7Days: 7 });
    // Ana and Ben completed two use cases each: nobody has three, so one cohort of all seven.
    expect(figures.cohorts.map((c) => [c.cohort, c.members])).toEqual([
      ['three_plus', 0],
      ['rest', 7],
    ]);
    expect(figures.cohorts[0]?.hidden).toBe(true);
    expect(figures.people.map((p) => p.name)).not.toContain('gus');
    expect(figures.people).toHaveLength(6);
    const ana = figures.people.find((p) => p.name === 'ana');
    expect(ana).toEqual({ name: 'ana', stories: 2, minutes: 55, net: 55 });
    const rows = await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM impact_stories`);
    expect(rows[0]?.n).toBe(SEEDS.length);
  });

  it('CSV holds the same figures, through the safe CSV writer', async () => {
    const response = await t.app.request('/api/team/impact.csv', { headers: { Cookie: cookies[0] ?? '' } });
    expect(response.headers.get('content-type')).toContain('text/csv');
    const text = await response.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"Section","Figure","Label","Value","n (people)","Note"');
    expect(lines).toContain(`"This period","Median net minutes per story","Reported","${figures.reported.median}","7",""`);
    expect(lines).toContain(`"Adoption funnel","Shared a story","Reported","7","7",""`);
    // Negative figures are neutralised like any cell starting with a minus.
    expect(text).toContain(`"'-20"`);
  });
});
