import { Navigate } from 'react-router';
import { useAuth } from '@/lib/auth';
import { ActivityFeed } from './activity-feed';
import { NextUp } from './next-up';
import { ShareImpactForm } from './share-impact-form';

/** /home: the team's impact stories with the share form, and the 'Next up' column. */
export function HomeScreen() {
  const { isOnboarded, user } = useAuth();
  // The home screen's own rule (spec /home): not onboarded → /onboarding.
  if (!isOnboarded) return <Navigate to="/onboarding" replace />;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Home</h1>
        <p className="text-muted-foreground">
          {user?.workspace?.name ? `What ${user.workspace.name} is learning` : 'What your team is learning'}, and what to try next.
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <ShareImpactForm />
          <ActivityFeed />
        </div>
        <aside aria-label="Recommended use cases" className="min-w-0">
          <NextUp className="lg:sticky lg:top-20" />
        </aside>
      </div>
    </div>
  );
}
