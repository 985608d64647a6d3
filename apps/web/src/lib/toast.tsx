import { lazy, Suspense, useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';
import type { ExternalToast, ToasterProps } from 'sonner';

/*
 * Toasts load on first use: most visits show none, and sonner is not part of the first
 * route's download. A toast asked for before the module and its Toaster are there is not
 * lost: sonner replays the active toasts to a Toaster when it subscribes.
 */

type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | null = null;
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of listeners) listener();
  }
  return sonner;
}

function show(kind: 'success' | 'error', message: string, options?: ExternalToast): void {
  loadSonner().then(
    (module) => module.toast[kind](message, options),
    (error: unknown) => console.error('The notification could not be shown:', message, error),
  );
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
};

const LazyToaster = lazy(async () => ({ default: (await loadSonner()).Toaster }));

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where toasts appear; it renders (and loads sonner) once the first toast is asked for. */
export function ToastHost(props: ToasterProps) {
  const wanted = useSyncExternalStore(subscribe, () => sonner !== null);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster {...props} />
    </Suspense>
  );
}
