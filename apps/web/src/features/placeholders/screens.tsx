import { Navigate } from 'react-router';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Logo } from '@/app/layout/logo';
import { FullPageSpinner, useGuardState } from '@/app/guards';
import { signedInHome } from '@/app/routes';
import { ScreenFrame } from './screen-frame';

/*
 * Frames of the screens that later issues deliver. They hold the route, its guard and its
 * heading; none of them pretends to do the screen's work.
 */

export function AuthScreen() {
  const state = useGuardState();
  if (state.isLoading) return <FullPageSpinner />;
  if (state.isAuthenticated) return <Navigate to={signedInHome(state)} replace />;
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <Card className="w-full max-w-md">
        <CardHeader>
          <Logo />
          <CardTitle className="mt-4">Sign in to Pathwise</CardTitle>
          <CardDescription>Accounts open with the next release.</CardDescription>
        </CardHeader>
      </Card>
    </main>
  );
}

export function VerifyEmailScreen() {
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <ScreenFrame title="Verify your e-mail" />
    </main>
  );
}

export function OnboardingScreen() {
  const state = useGuardState();
  if (state.isLoading) return <FullPageSpinner />;
  if (!state.isAuthenticated) return <Navigate to="/auth" replace />;
  if (state.isOnboarded) return <Navigate to="/home" replace />;
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <ScreenFrame title="Welcome to Pathwise" />
    </main>
  );
}

export function HomeScreen() {
  const state = useGuardState();
  // The home screen's own rule (spec /home): not onboarded → /onboarding.
  if (!state.isOnboarded) return <Navigate to="/onboarding" replace />;
  return <ScreenFrame title="Home" />;
}

export function StudioScreen() {
  return <ScreenFrame title="My Studio" />;
}

export function TeamScreen() {
  return <ScreenFrame title="Team Activity" />;
}

export function LibraryScreen() {
  return <ScreenFrame title="Content Library" subtitle="Discover AI use cases tailored to supercharge your workflow" />;
}

export function UseCaseScreen() {
  return <ScreenFrame title="Use case" />;
}
