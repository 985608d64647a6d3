import { FIGURE_LABEL_TEXT, HIDDEN_FIGURE_NOTE, type FigureLabel, type MinutesFigures, type TeamImpact } from '@pathwise/core';

const LABEL_STYLE: Record<FigureLabel, string> = {
  reported: 'bg-muted text-muted-foreground',
  estimated: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  confirmed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
};

export function FigureBadge({ label }: { label: FigureLabel }) {
  return <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${LABEL_STYLE[label]}`}>{FIGURE_LABEL_TEXT[label]}</span>;
}

export function HiddenNote() {
  return <span className="text-sm text-muted-foreground">{HIDDEN_FIGURE_NOTE}</span>;
}

const percent = (value: number | null) => (value === null ? '' : `${value > 0 ? '+' : ''}${Math.round(value * 100)} %`);

function Tile({ title, label, testId, children }: { title: string; label: FigureLabel; testId: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-lg border border-border bg-card p-4 shadow-sm" data-testid={testId}>
      <dt className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        {title}
        <FigureBadge label={label} />
      </dt>
      {children}
    </div>
  );
}

function MinutesTile({ title, figures, testId }: { title: string; figures: MinutesFigures; testId: string }) {
  return (
    <Tile title={title} label={figures.label} testId={testId}>
      {figures.hidden ? (
        <dd>
          <HiddenNote />
        </dd>
      ) : (
        <>
          <dd className="text-2xl font-semibold tabular-nums">{figures.net} net minutes</dd>
          <dd className="text-sm tabular-nums" data-testid={`${testId}-median`}>
            Median {figures.median} min (IQR {figures.q1}–{figures.q3}, n = {figures.stories} stories, {figures.people} people)
          </dd>
          <dd className="text-xs text-muted-foreground">
            {figures.total} saved − {figures.rework} rework
          </dd>
        </>
      )}
    </Tile>
  );
}

/** The headline figures, each labelled reported, estimated or confirmed, with medians, IQR and n next to totals. */
export function ImpactTiles({ impact }: { impact: TeamImpact }) {
  const e = impact.estimated;
  const t = impact.trend;
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
      <MinutesTile title="Minutes saved, net of rework" figures={impact.reported} testId="figure-reported" />
      <MinutesTile title="With evidence or a teammate's confirmation" figures={impact.confirmed} testId="figure-confirmed" />
      <Tile title="Hours per week and month" label="estimated" testId="figure-estimated">
        {e.hidden ? (
          <dd>
            <HiddenNote />
          </dd>
        ) : (
          <>
            <dd className="text-2xl font-semibold tabular-nums">{e.weeklyHours} h per week</dd>
            <dd className="text-sm tabular-nums">
              {e.monthlyHours} h per month (latest answer per person and use case × 5 or × 20 days, n = {e.people} people)
            </dd>
          </>
        )}
      </Tile>
      <Tile title="Against the previous period of the same length" label="reported" testId="figure-trend">
        {t.net === null ? (
          <dd className="text-sm text-muted-foreground">
            {impact.previous.hidden || impact.reported.hidden ? HIDDEN_FIGURE_NOTE : 'No figures in the previous period to compare with.'}
          </dd>
        ) : (
          <>
            <dd className="text-2xl font-semibold tabular-nums">{percent(t.net)} net minutes</dd>
            <dd className="text-sm tabular-nums">
              Stories {percent(t.stories)} · median {percent(t.median)} (previous: {impact.previous.net} net minutes)
            </dd>
          </>
        )}
      </Tile>
    </dl>
  );
}
