import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { COHORT_LABELS, FUNNEL_LABELS, HIDDEN_FIGURE_NOTE, type TeamImpact } from '@pathwise/core';
import { FigureBadge } from './impact-tiles';

export function ImpactPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-sm">
      <h2 id={id} className="text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const TH = 'px-2 py-1 text-left font-medium text-muted-foreground';
const TD = 'px-2 py-1 tabular-nums';
const pct = (value: number | null) => (value === null ? '—' : `${Math.round(value * 100)} %`);
const hidden = <span title={HIDDEN_FIGURE_NOTE}>Hidden</span>;

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className={TH}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The adoption funnel as a table (the chart's alternative too). */
export function FunnelTable({ impact }: { impact: TeamImpact }) {
  return (
    <Table caption="Adoption funnel for the range" head={['Step', 'People']}>
      {(Object.keys(FUNNEL_LABELS) as (keyof TeamImpact['funnel'])[]).map((key) => (
        <tr key={key} data-testid={`funnel-${key}`}>
          <th scope="row" className="px-2 py-1 text-left font-normal">
            {FUNNEL_LABELS[key]}
          </th>
          <td className={TD}>{impact.funnel[key]}</td>
        </tr>
      ))}
    </Table>
  );
}

export function CohortTable({ impact }: { impact: TeamImpact }) {
  return (
    <Table
      caption="Cohorts: members with 3 or more completed use cases against the rest"
      head={['Cohort', 'Members', 'Median net min', 'Net min per member']}
    >
      {impact.cohorts.map((c) => (
        <tr key={c.cohort} data-testid={`cohort-${c.cohort}`}>
          <th scope="row" className="px-2 py-1 text-left font-normal">
            {COHORT_LABELS[c.cohort]}
          </th>
          <td className={TD}>{c.members}</td>
          <td className={TD}>{c.hidden ? hidden : c.medianNet}</td>
          <td className={TD}>{c.hidden ? hidden : c.netPerMember}</td>
        </tr>
      ))}
    </Table>
  );
}

/** Per-use-case rollup: stories, median and range of net minutes, helpful rate, confirmations, held-up rate. */
export function UseCaseTable({ impact }: { impact: TeamImpact }) {
  if (impact.useCases.length === 0)
    return <p className="text-sm text-muted-foreground">No stories in this range yet. Stories teammates share show up here by use case.</p>;
  return (
    <Table
      caption="Figures per use case"
      head={['Use case', 'Stories', 'People', 'Median net min', 'Range', 'Helpful', 'Confirmations', 'Held up']}
    >
      {impact.useCases.map((u) => (
        <tr key={u.useCaseId} data-testid={`use-case-row-${u.useCaseId}`}>
          <th scope="row" className="max-w-56 px-2 py-1 text-left font-normal">
            <Link to={`/use-case/${u.useCaseId}`} className="hover:underline">
              {u.title}
            </Link>
          </th>
          <td className={TD}>{u.stories}</td>
          <td className={TD}>{u.people}</td>
          <td className={TD}>{u.hidden ? hidden : u.median}</td>
          <td className={TD}>{u.hidden ? hidden : `${u.min} to ${u.max}`}</td>
          <td className={TD}>{pct(u.helpfulRate)}</td>
          <td className={TD}>{u.hidden ? hidden : u.confirmations}</td>
          <td className={TD}>{u.hidden ? hidden : pct(u.heldUpRate)}</td>
        </tr>
      ))}
    </Table>
  );
}

/** Named stories only: anonymous and aggregate-only stories never appear per person. */
export function PeopleTable({ impact }: { impact: TeamImpact }) {
  if (impact.people.length === 0) return <p className="text-sm text-muted-foreground">No named stories in this range.</p>;
  return (
    <>
      <p className="flex items-center gap-2 text-xs text-muted-foreground">
        <FigureBadge label="reported" /> Named stories only.
      </p>
      <Table caption="Net minutes per person, named stories only" head={['Teammate', 'Stories', 'Minutes', 'Net']}>
        {impact.people.map((p) => (
          <tr key={p.name}>
            <th scope="row" className="px-2 py-1 text-left font-normal">
              {p.name}
            </th>
            <td className={TD}>{p.stories}</td>
            <td className={TD}>{p.minutes}</td>
            <td className={TD}>{p.net}</td>
          </tr>
        ))}
      </Table>
    </>
  );
}
