import { CalendarCheck, Clock, Gauge, Pencil, Shapes, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { can, helpfulLine, SPECIALTY_LABELS, updatedLine, type Specialty } from '@pathwise/core';
import type { UseCaseDetail } from '@/api/use-cases';
import { buttonVariants } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';

function roleLabel(role: string): string {
  return SPECIALTY_LABELS[role as Specialty] ?? role;
}

function Meta({ icon, term, children, capitalize }: { icon: ReactNode; term: string; children: ReactNode; capitalize?: boolean }) {
  return (
    <div className="flex items-center gap-1.5">
      {icon}
      <dt className="sr-only">{term}</dt>
      <dd className={capitalize ? 'capitalize' : undefined}>{children}</dd>
    </div>
  );
}

/** Title, tags, description, the helpful line (only above 0) and the meta row, with the review month. */
export function UseCaseHeader({ useCase }: { useCase: UseCaseDetail }) {
  const helpful = helpfulLine(useCase.helpfulCount);
  const updated = useCase.lastReviewed ? updatedLine(useCase.lastReviewed) : null;
  const { user } = useAuth();
  const editable = useCase.fromTeam === true && can(user?.workspace?.role, 'content.author');
  return (
    <header className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{useCase.title}</h1>
        {editable ? (
          <Link to={`/authoring/${encodeURIComponent(useCase.id)}`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <Pencil aria-hidden="true" />
            Edit
          </Link>
        ) : null}
      </div>
      {useCase.fromTeam ? (
        <p>
          <span className="rounded-full bg-primary/10 px-2.5 py-0.5 text-xs font-semibold text-primary">From your team</span>
        </p>
      ) : null}
      <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
        {useCase.tags.map((tag) => (
          <li key={tag} className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground">
            {tag}
          </li>
        ))}
      </ul>
      <p className="max-w-3xl text-muted-foreground">{useCase.description}</p>
      {helpful ? (
        <p className="text-sm font-medium" data-testid="helpful-line">
          {helpful}
        </p>
      ) : null}
      <dl className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
        <Meta icon={<Clock className="size-4" aria-hidden="true" />} term="Estimated time">
          {useCase.estimatedTime} min
        </Meta>
        <Meta icon={<Users className="size-4" aria-hidden="true" />} term="Roles">
          {useCase.roles.map(roleLabel).join(', ')}
        </Meta>
        <Meta icon={<Gauge className="size-4" aria-hidden="true" />} term="Complexity" capitalize>
          {useCase.complexity}
        </Meta>
        <Meta icon={<Shapes className="size-4" aria-hidden="true" />} term="Type" capitalize>
          {useCase.type}
        </Meta>
        {updated ? (
          <Meta icon={<CalendarCheck className="size-4" aria-hidden="true" />} term="Last reviewed">
            <span title={`Checked against: ${(useCase.checkedAgainst ?? []).join('; ')}`}>{updated}</span>
          </Meta>
        ) : null}
      </dl>
    </header>
  );
}
