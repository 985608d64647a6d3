import { Navigate } from 'react-router';
import { useGuardState } from '@/app/guards';
import { ScreenFrame } from './screen-frame';

/*
 * Frames of the screens that later issues deliver. They hold the route, its guard and its
 * heading; none of them pretends to do the screen's work.
 */

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
