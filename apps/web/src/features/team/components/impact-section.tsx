import { lazy, Suspense } from 'react';
import { Download } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { LoadError } from '@/components/load-error';
import { WhenNear } from '@/components/when-near';
import { impactCsvUrl, useTeamImpact } from '../api/team-impact';
import type { DateRange } from '../range';
import { ImpactTiles } from './impact-tiles';
import { CohortTable, FunnelTable, ImpactPanel, PeopleTable, UseCaseTable } from './impact-tables';

// The charting library arrives with the charts, after the figures are on screen, and only once
// the charts are near the screen (below the first screenful on a phone).
const FunnelChart = lazy(() => import('./impact-charts').then((m) => ({ default: m.FunnelChart })));
const UseCaseMedianChart = lazy(() => import('./impact-charts').then((m) => ({ default: m.UseCaseMedianChart })));
const chartFallback = <div className="h-64 w-full animate-pulse rounded bg-muted" aria-hidden="true" />;

/** Issue 18: figures a team lead can defend, with the same numbers as JSON and CSV. */
export function ImpactSection({ range }: { range: DateRange }) {
  const impact = useTeamImpact(range);
  if (impact.isPending)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading impact figures...
      </p>
    );
  if (impact.isError) return <LoadError title="Could not load the impact figures." onRetry={() => void impact.refetch()} />;
  const data = impact.data;
  return (
    <section aria-labelledby="impact-heading" className="flex flex-col gap-4" aria-busy={impact.isPlaceholderData || undefined}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="impact-heading" className="text-xl font-semibold">
          Impact figures
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <a href={impactCsvUrl(range)} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <Download aria-hidden="true" />
            Download figures (CSV)
          </a>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">
        Self-reported minutes per day or task, net of the rework follow-ups reported. Figures over fewer than {data.minimumGroupSize} people
        are hidden.
      </p>
      <ImpactTiles impact={data} />
      <div className="grid gap-4 xl:grid-cols-2">
        <ImpactPanel id="funnel-heading" title="Adoption funnel">
          <WhenNear fallback={chartFallback}>
            <Suspense fallback={chartFallback}>
              <FunnelChart impact={data} />
            </Suspense>
          </WhenNear>
          <FunnelTable impact={data} />
        </ImpactPanel>
        <ImpactPanel id="cohort-heading" title="Cohorts">
          <CohortTable impact={data} />
          <ImpactPanel id="people-heading" title="Per person">
            <PeopleTable impact={data} />
          </ImpactPanel>
        </ImpactPanel>
      </div>
      <ImpactPanel id="use-case-figures-heading" title="By use case">
        <WhenNear fallback={chartFallback}>
          <Suspense fallback={chartFallback}>
            <UseCaseMedianChart impact={data} />
          </Suspense>
        </WhenNear>
        <UseCaseTable impact={data} />
      </ImpactPanel>
    </section>
  );
}
