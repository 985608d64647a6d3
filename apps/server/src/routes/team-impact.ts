import { Hono } from 'hono';
import { COHORT_LABELS, FIGURE_LABEL_TEXT, FUNNEL_LABELS, HIDDEN_FIGURE_NOTE, type MinutesFigures, type TeamImpact } from '@pathwise/core';
import { requireMember } from '../auth/middleware';
import type { AppDeps, AppEnv } from '../context';
import { teamImpact } from '../impact/figures';
import { csvRow } from '../team/csv';
import { readerOf } from '../authoring/find-use-case';
import { readerScope } from '../authoring/visibility';
import type { Account } from '../users/session-user';
import { readRange } from '../team/range';

const DAY = 24 * 60 * 60_000;
type Cell = string | number | null;

/** The CSV of the same figures as the JSON: one row per figure, with its label, n and a note when hidden. */
export function impactCsv(figures: TeamImpact): string {
  const rows: Cell[][] = [['Section', 'Figure', 'Label', 'Value', 'n (people)', 'Note']];
  const note = (hidden: boolean) => (hidden ? HIDDEN_FIGURE_NOTE : '');
  const minutes = (section: string, m: MinutesFigures) => {
    const label = FIGURE_LABEL_TEXT[m.label];
    rows.push([section, 'Stories', label, m.stories, m.people, '']);
    for (const [name, value] of [
      ['Minutes saved', m.total],
      ['Rework minutes', m.rework],
      ['Net minutes', m.net],
      ['Median net minutes per story', m.median],
      ['First quartile', m.q1],
      ['Third quartile', m.q3],
      ['Interquartile range', m.iqr],
    ] as const)
      rows.push([section, name, label, value, m.people, note(m.hidden)]);
  };
  minutes('This period', figures.reported);
  minutes('This period, confirmed', figures.confirmed);
  minutes('Previous period', figures.previous);
  const e = figures.estimated;
  rows.push(['Estimate', 'Hours per week (net minutes per day x 5 / 60)', 'Estimated', e.weeklyHours, e.people, note(e.hidden)]);
  rows.push(['Estimate', 'Hours per month (net minutes per day x 20 / 60)', 'Estimated', e.monthlyHours, e.people, note(e.hidden)]);
  for (const [key, label] of Object.entries(FUNNEL_LABELS) as [keyof TeamImpact['funnel'], string][])
    rows.push(['Adoption funnel', label, 'Reported', figures.funnel[key], figures.funnel[key], '']);
  for (const c of figures.cohorts) {
    rows.push([COHORT_LABELS[c.cohort], 'Members', 'Reported', c.members, c.members, '']);
    rows.push([COHORT_LABELS[c.cohort], 'Median net minutes per story', 'Reported', c.medianNet, c.people, note(c.hidden)]);
    rows.push([COHORT_LABELS[c.cohort], 'Net minutes per member', 'Reported', c.netPerMember, c.people, note(c.hidden)]);
  }
  for (const u of figures.useCases) {
    const section = `Use case: ${u.title}`;
    rows.push([section, 'Stories', 'Reported', u.stories, u.people, '']);
    rows.push([section, 'Median net minutes', 'Reported', u.median, u.people, note(u.hidden)]);
    rows.push([section, 'Lowest net minutes', 'Reported', u.min, u.people, note(u.hidden)]);
    rows.push([section, 'Highest net minutes', 'Reported', u.max, u.people, note(u.hidden)]);
    rows.push([section, 'Confirmations', 'Confirmed', u.confirmations, u.people, note(u.hidden)]);
    rows.push([section, 'Held-up rate', 'Reported', u.heldUpRate, u.people, note(u.hidden)]);
    rows.push([section, 'Helpful rate', 'Reported', u.helpfulRate, '', u.helpfulRate === null ? HIDDEN_FIGURE_NOTE : '']);
  }
  for (const p of figures.people) rows.push([`Person: ${p.name}`, 'Net minutes (named stories)', 'Reported', p.net, 1, '']);
  return `\uFEFF${rows.map((r) => csvRow(r.map((cell) => cell ?? ''))).join('\r\n')}\r\n`;
}

/** The team screen's figures (issue 18): JSON and CSV of the same numbers. */
export function teamImpactRoutes(deps: AppDeps) {
  const { db } = deps.database;
  // Figures per visibility class (stories about a use case shown to other groups only are left
  // out), titled from the workspace's catalogue: its own use cases are named too, never another's.
  const figuresOf = async (caller: { workspaceId: string; account: Account }, range: { from: Date; to: Date }) => {
    const { workspaceId } = caller;
    const reader = { ...readerOf(caller.account), workspaceId };
    const { hiddenKey } = await readerScope(deps.teamCatalogue, reader);
    return deps.impactCache.get(workspaceId, range, hiddenKey, async () => {
      const { catalogue, hidden } = await readerScope(deps.teamCatalogue, reader);
      return teamImpact(db, catalogue, workspaceId, range, hidden);
    });
  };
  return new Hono<AppEnv>()
    .get('/api/team/impact', async (c) => {
      const served = await figuresOf(await requireMember(c, deps), readRange(c));
      return served.json.respond(c, { 'Cache-Control': 'private, no-cache' });
    })
    .get('/api/team/impact.csv', async (c) => {
      const caller = await requireMember(c, deps);
      const range = readRange(c);
      const served = await figuresOf(caller, range);
      served.csv ??= impactCsv(served.figures);
      const name = `team-impact-${range.from.toISOString().slice(0, 10)}-to-${new Date(range.to.getTime() - DAY).toISOString().slice(0, 10)}.csv`;
      return c.body(served.csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}"`,
        'Cache-Control': 'private, no-store',
      });
    });
}
