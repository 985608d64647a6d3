import { Info } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useDeferredValue, useState } from 'react';
import { FEED_FILTERS, HOME_FEED, type FeedFilter } from '@pathwise/core';
import { useFeed } from '@/api/stories';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/utils';
import { ExampleBadge, StoryCard, StoryCardSkeleton } from './story-card';
import { LoadError } from '@/components/load-error';
import { usePainted } from '@/lib/after-paint';

const FILTER_LABELS: Record<FeedFilter, { label: string; hint: string; empty: string }> = {
  relevant: { label: 'Relevant', hint: 'Stories closest to your role and interests', empty: 'No stories match your profile yet.' },
  recent: {
    label: 'Recent',
    hint: `Stories shared in the last ${HOME_FEED.recentWindowDays} days`,
    empty: `No stories in the last ${HOME_FEED.recentWindowDays} days.`,
  },
  highest: { label: 'Highest', hint: 'The most liked stories first', empty: 'No stories yet.' },
};

function FeedSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true" aria-label="Loading stories">
      <StoryCardSkeleton />
      <StoryCardSkeleton />
      <StoryCardSkeleton />
    </div>
  );
}

/** `deferCards`: the screen's first panel renders its cards in a pass after the panel's own. */
function FeedStories({ filter, deferCards }: { filter: FeedFilter; deferCards: boolean }) {
  const feed = useFeed(filter);
  const { completedUseCases } = useAuth();
  // On a slow phone the screen's first panel commits without its cards and the cards follow in a
  // pass React can interrupt (null until then: the skeleton); a panel opened later shows them at once.
  const data = useDeferredValue(feed.data ?? null, deferCards ? null : undefined);
  if (feed.isError) {
    return <LoadError title="Could not load the activity feed." onRetry={() => void feed.refetch()} />;
  }
  if (!data) return <FeedSkeleton />;
  const { stories, examples } = data;
  // One clock per render of the list, so every card's age is measured from the same moment.
  const now = Date.now();
  const completed = new Set(completedUseCases);
  return (
    <div className="flex flex-col gap-4">
      {examples ? (
        <Alert role="note" data-testid="examples-note">
          <Info aria-hidden="true" />
          <div className="flex flex-col gap-1">
            <AlertTitle className="flex items-center gap-2">
              <ExampleBadge /> Example stories
            </AlertTitle>
            <AlertDescription>
              These are examples until your team shares its own. Share your impact to post the first story.
            </AlertDescription>
          </div>
        </Alert>
      ) : null}
      {stories.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
          {FILTER_LABELS[filter].empty}
        </p>
      ) : (
        <ul className="flex flex-col gap-4" aria-label="Impact stories">
          {stories.map((story) => (
            <li key={story.id}>
              <StoryCard story={story} completed={completed.has(story.useCase.id)} now={now} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The home feed: up to 30 stories of the workspace, by filter (relevant by default). */
export function ActivityFeed() {
  const [filter, setFilter] = useState<FeedFilter>('relevant');
  const [switched, setSwitched] = useState(false);
  // The panel mounts once the screen has painted: Radix's tab panel reads its computed style when
  // it mounts (for exit animations), which inside the screen's first commit restyled the whole
  // new page on a slow phone; a frame later it restyles only the panel.
  const painted = usePainted();
  return (
    <section aria-labelledby="activity-heading" className="flex flex-col gap-4">
      <Tabs.Root
        value={filter}
        onValueChange={(value) => {
          setFilter(value as FeedFilter);
          setSwitched(true);
        }}
        className="flex flex-col gap-4"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="activity-heading" className="text-xl font-semibold">
            Activity feed
          </h2>
          <Tabs.List aria-label="Filter stories" className="inline-flex rounded-lg bg-muted p-1">
            {FEED_FILTERS.map((value) => (
              <Tabs.Trigger
                key={value}
                value={value}
                title={FILTER_LABELS[value].hint}
                className={cn(
                  'rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  'data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
                )}
              >
                {FILTER_LABELS[value].label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </div>
        {painted ? (
          FEED_FILTERS.map((value) => (
            <Tabs.Content key={value} value={value} className="flex flex-col gap-3 focus-visible:outline-none">
              <p className="text-sm text-muted-foreground">{FILTER_LABELS[value].hint}</p>
              <FeedStories filter={value} deferCards={!switched} />
            </Tabs.Content>
          ))
        ) : (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-muted-foreground">{FILTER_LABELS[filter].hint}</p>
            <FeedSkeleton />
          </div>
        )}
      </Tabs.Root>
    </section>
  );
}
