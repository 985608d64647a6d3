import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { FUNNEL_LABELS, type TeamImpact } from '@pathwise/core';

/*
 * Recharts is loaded with this module only (React.lazy from impact-section.tsx), so the team
 * route's first download stays small. Its accessibility layer makes each chart one tab stop whose
 * arrow keys move the tooltip from bar to bar; the tables beside the charts hold the same numbers.
 */

const AXIS = { fontSize: 12, fill: 'currentColor' };

function ChartFrame({ label, children }: { label: string; children: React.ReactElement }) {
  return (
    <figure className="h-64 w-full text-muted-foreground" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
      <figcaption className="sr-only">
        {label}. Use the arrow keys to move between bars; the table next to the chart has the same figures.
      </figcaption>
    </figure>
  );
}

export function FunnelChart({ impact }: { impact: TeamImpact }) {
  const data = (Object.keys(FUNNEL_LABELS) as (keyof TeamImpact['funnel'])[]).map((key) => ({
    step: FUNNEL_LABELS[key],
    people: impact.funnel[key],
  }));
  return (
    <ChartFrame label="Adoption funnel chart">
      <BarChart data={data} layout="vertical" accessibilityLayer margin={{ left: 8, right: 16 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={AXIS} />
        <YAxis type="category" dataKey="step" width={150} tick={AXIS} />
        <Tooltip cursor={{ fillOpacity: 0.1 }} contentStyle={{ color: '#0f172a' }} />
        <Bar dataKey="people" name="People" fill="hsl(243 75% 59%)" />
      </BarChart>
    </ChartFrame>
  );
}

export function UseCaseMedianChart({ impact }: { impact: TeamImpact }) {
  const data = impact.useCases.filter((u) => !u.hidden).map((u) => ({ title: u.title, median: u.median ?? 0 }));
  if (data.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        No use case has stories from 5 or more people in this range yet, so no medians are shown.
      </p>
    );
  return (
    <ChartFrame label="Median net minutes per use case chart">
      <BarChart data={data.slice(0, 10)} accessibilityLayer margin={{ left: 8, right: 16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="title" tick={false} />
        <YAxis tick={AXIS} />
        <Tooltip cursor={{ fillOpacity: 0.1 }} contentStyle={{ color: '#0f172a' }} />
        <Bar dataKey="median" name="Median net minutes" fill="hsl(160 84% 39%)" />
      </BarChart>
    </ChartFrame>
  );
}
