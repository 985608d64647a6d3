import { lazy, Suspense, useEffect } from 'react';
import { useBlocker } from 'react-router';

// The question's dialog (and the dialog library) loads once there is something unsaved to lose.
const loadDialog = () => import('./leave-dialog');
const LeaveDialog = lazy(async () => ({ default: (await loadDialog()).LeaveDialog }));

/**
 * Leaving the editor with changes not yet saved asks first: inside the app with a dialog, and
 * when the tab closes or reloads with the browser's own question.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(when);
  useEffect(() => {
    if (!when) return;
    void loadDialog().catch(() => undefined);
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
  const open = blocker.state === 'blocked';
  if (!when && !open) return null;
  return (
    <Suspense fallback={null}>
      <LeaveDialog open={open} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />
    </Suspense>
  );
}
