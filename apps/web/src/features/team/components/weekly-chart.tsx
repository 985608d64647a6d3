import { useId, useRef } from 'react';
import { axisTicks, chartSummary, weekLabel, type ChartPoint } from '../chart-scale';
import { useElementWidth } from '../use-element-width';

const HEIGHT = 220;
const PAD = { top: 12, right: 12, bottom: 28, left: 44 };
/** Room one x-axis label needs; narrower charts label every second, third... week. */
const LABEL_PX = 56;

interface WeeklyChartProps {
  title: string;
  /** The unit in words, for the summary and the table ('minutes', 'completions'). */
  unit: string;
  points: ChartPoint[];
  variant: 'bar' | 'line';
}

/**
 * A hand-drawn SVG chart of one value per week. The SVG is one image for assistive technology
 * (role="img" with a summary); the exact numbers are in the data table below it.
 */
export function WeeklyChart({ title, unit, points, variant }: WeeklyChartProps) {
  const frame = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frame, 600);
  const titleId = useId();
  const plotWidth = Math.max(1, width - PAD.left - PAD.right);
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const ticks = axisTicks(Math.max(0, ...points.map((point) => point.value)));
  const max = ticks[ticks.length - 1] ?? 1;
  const band = plotWidth / Math.max(1, points.length);
  const labelEvery = Math.max(1, Math.ceil(points.length / Math.max(1, Math.floor(plotWidth / LABEL_PX))));
  const x = (index: number) => PAD.left + band * index + band / 2;
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  const summary = chartSummary(title, unit, points);

  return (
    <figure aria-labelledby={titleId} className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-sm">
      <figcaption id={titleId} className="text-base font-semibold">
        {title}
      </figcaption>
      <div ref={frame} className="w-full min-w-0">
        <svg role="img" aria-label={summary} width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} className="block max-w-full">
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} className="stroke-border" strokeWidth={1} />
              <text x={PAD.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" className="fill-muted-foreground text-[11px]">
                {tick}
              </text>
            </g>
          ))}
          {variant === 'bar'
            ? points.map((point, index) => {
                const barWidth = Math.max(2, band * 0.7);
                const top = y(point.value);
                return (
                  <rect
                    key={point.week}
                    x={x(index) - barWidth / 2}
                    y={top}
                    width={barWidth}
                    height={Math.max(0, PAD.top + plotHeight - top)}
                    rx={2}
                    className="fill-primary"
                  >
                    <title>{`${weekLabel(point.week)}: ${point.value} ${unit}`}</title>
                  </rect>
                );
              })
            : null}
          {variant === 'line' && points.length > 0 ? (
            <>
              <polyline
                points={points.map((point, index) => `${x(index)},${y(point.value)}`).join(' ')}
                fill="none"
                strokeWidth={2}
                strokeLinejoin="round"
                className="stroke-primary"
              />
              {points.map((point, index) => (
                <circle key={point.week} cx={x(index)} cy={y(point.value)} r={3.5} className="fill-card stroke-primary" strokeWidth={2}>
                  <title>{`${weekLabel(point.week)}: ${point.value} ${unit}`}</title>
                </circle>
              ))}
            </>
          ) : null}
          {points.map((point, index) =>
            index % labelEvery === 0 ? (
              <text key={point.week} x={x(index)} y={HEIGHT - 8} textAnchor="middle" className="fill-muted-foreground text-[11px]">
                {weekLabel(point.week)}
              </text>
            ) : null,
          )}
        </svg>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer rounded text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          Show the data
        </summary>
        <div className="mt-2 max-h-64 overflow-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="py-1 pr-4 font-medium">
                  Week of
                </th>
                <th scope="col" className="py-1 text-right font-medium capitalize">
                  {unit}
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.week} className="border-b border-border/60">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    <time dateTime={point.week}>{weekLabel(point.week, true)}</time>
                  </th>
                  <td className="py-1 text-right tabular-nums">{point.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
