import { Download } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { storiesCsvUrl, useTeamStats, type TeamStats } from '../api/team-stats';
import { averageHours, rangeOfAddress, type DateRange } from '../range';
import { RangeControls } from './range-controls';
import { Contributors, TopUseCases } from './team-lists';
import { WeeklyChart } from './weekly-chart';
import { useTeamImpact } from '../api/team-impact';
import { ImpactSection } from './impact-section';
import { LoadError } from '@/components/load-error';

/** The range of the address (?from&to), or the default 12 weeks. */
function useRange(): [DateRange, (range: DateRange) => void] {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const range = useMemo(() => rangeOfAddress(from, to), [from, to]);
  const setRange = useCallback(
    (next: DateRange) => setParams({ from: next.from, to: next.to }, { replace: true, preventScrollReset: true }),
    [setParams],
  );
  return [range, setRange];
}

function Tile({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-border bg-card p-4 shadow-sm">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
      {hint ? <dd className="text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}

function Summary({ stats }: { stats: TeamStats }) {
  const hours = averageHours(stats.totals.minutesSaved, stats.range);
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Tile label="Hours saved per week" value={String(hours.perWeek)} hint="Average over the range" />
      <Tile label="Hours saved per month" value={String(hours.perMonth)} hint="Average over the range" />
      <Tile label="Stories shared" value={String(stats.totals.stories)} hint={`${stats.totals.minutesSaved} minutes saved in all`} />
      <Tile label="Use cases completed" value={String(stats.totals.completions)} hint={`${stats.totals.contributors} contributors`} />
    </dl>
  );
}

/** /team: what a team lead wants to see of the workspace's learning over a date range. */
export function TeamScreen() {
  const [range, setRange] = useRange();
  const stats = useTeamStats(range);
  // The impact figures sit above the weekly charts: shown apart, their arrival pushed everything
  // below them down (a layout shift of 0.37 on desktop). The page shows once both are here, or
  // the impact figures' first attempt failed (their section then says so itself).
  const impact = useTeamImpact(range);
  const impactFirstLoad = impact.isPending && impact.failureCount === 0;
  const now = Date.now();
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Team Activity</h1>
        <p className="text-muted-foreground">Time your team saves, what it learns, and who shares.</p>
      </header>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <RangeControls range={range} onChange={setRange} />
        <a href={storiesCsvUrl(range)} download className={buttonVariants({ variant: 'outline' })}>
          <Download aria-hidden="true" />
          Download CSV
        </a>
      </div>
      {stats.isPending || impactFirstLoad ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading team activity...
        </p>
      ) : stats.isError ? (
        <LoadError title="Could not load team activity." onRetry={() => void stats.refetch()} />
      ) : (
        <div className="flex flex-col gap-6" aria-busy={stats.isPlaceholderData || undefined}>
          <Summary stats={stats.data} />
          <ImpactSection range={range} />
          <div className="grid gap-4 xl:grid-cols-2">
            <WeeklyChart
              title="Minutes saved per week"
              unit="minutes"
              variant="bar"
              points={stats.data.weekly.map((week) => ({ week: week.week, value: week.minutesSaved }))}
            />
            <WeeklyChart
              title="Completions over time"
              unit="completions"
              variant="line"
              points={stats.data.weekly.map((week) => ({ week: week.week, value: week.completions }))}
            />
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            <TopUseCases stats={stats.data} />
            <Contributors stats={stats.data} now={now} />
          </div>
        </div>
      )}
    </div>
  );
}
