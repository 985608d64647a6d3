import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Age } from '@/components/age';
import type { TeamStats } from '../api/team-stats';

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-sm">
      <h2 id={id} className="text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const Empty = ({ children }: { children: string }) => <p className="text-sm text-muted-foreground">{children}</p>;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function RankedUseCases({ items, empty }: { items: { useCaseId: string; title: string; count: string }[]; empty: string }) {
  if (items.length === 0) return <Empty>{empty}</Empty>;
  return (
    <ol className="flex flex-col gap-2">
      {items.map((item, index) => (
        <li key={item.useCaseId} className="flex items-baseline gap-3 text-sm">
          <span className="w-5 shrink-0 text-right font-semibold tabular-nums text-muted-foreground" aria-hidden="true">
            {index + 1}.
          </span>
          <Link to={`/use-case/${item.useCaseId}`} className="min-w-0 flex-1 break-words font-medium hover:underline">
            {item.title}
          </Link>
          <span className="shrink-0 text-muted-foreground">{item.count}</span>
        </li>
      ))}
    </ol>
  );
}

export function TopUseCases({ stats }: { stats: TeamStats }) {
  return (
    <>
      <Panel id="team-top-completed" title="Most completed use cases">
        <RankedUseCases
          empty="No use cases completed in this range."
          items={stats.topCompleted.map((item) => ({ ...item, count: plural(item.completions, 'completion', 'completions') }))}
        />
      </Panel>
      <Panel id="team-top-helpful" title="Most helpful use cases">
        <RankedUseCases
          empty="No helpful ratings in this range."
          items={stats.topHelpful.map((item) => ({ ...item, count: plural(item.helpful, 'helpful rating', 'helpful ratings') }))}
        />
      </Panel>
    </>
  );
}

/** Who shared what: the contributors of the range, and the latest stories. */
export function Contributors({ stats, now }: { stats: TeamStats; now: number }) {
  return (
    <>
      <Panel id="team-contributors" title="Contributors">
        {stats.contributors.length === 0 ? (
          <Empty>Nobody shared a story in this range.</Empty>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-border text-muted-foreground">
                  <th scope="col" className="py-1.5 pr-3 font-medium">
                    Teammate
                  </th>
                  <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                    Stories
                  </th>
                  <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                    Minutes saved
                  </th>
                  <th scope="col" className="py-1.5 text-right font-medium">
                    Last shared
                  </th>
                </tr>
              </thead>
              <tbody>
                {stats.contributors.map((person) => (
                  <tr key={person.name} className="border-b border-border/60">
                    <th scope="row" className="py-1.5 pr-3 font-medium [overflow-wrap:anywhere]">
                      {person.name}
                    </th>
                    <td className="py-1.5 pr-3 text-right tabular-nums">{person.stories}</td>
                    <td className="py-1.5 pr-3 text-right tabular-nums">{person.minutesSaved}</td>
                    <td className="py-1.5 text-right">
                      <Age at={person.lastSharedAt} now={now} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Panel>
      <Panel id="team-recent-stories" title="Recent stories">
        {stats.recentStories.length === 0 ? (
          <Empty>No stories in this range.</Empty>
        ) : (
          <ul className="flex max-h-96 flex-col gap-2 overflow-y-auto">
            {stats.recentStories.map((story) => (
              <li key={story.id} className="flex flex-col gap-0.5 border-b border-border/60 pb-2 text-sm last:border-0">
                <span className="break-words">
                  <span className="font-medium">{story.author}</span> shared{' '}
                  <Link to={`/use-case/${story.useCaseId}`} className="font-medium hover:underline">
                    {story.useCaseTitle}
                  </Link>
                </span>
                <span className="text-xs text-muted-foreground">
                  {story.timeSaved} min saved · {plural(story.likes, 'like', 'likes')} · <Age at={story.createdAt} now={now} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </>
  );
}
