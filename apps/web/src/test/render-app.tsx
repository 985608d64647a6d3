import { notifyManager } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '@/app/providers';
import { routes } from '@/app/router';

// Lazy screens load on first use; the first import of a screen can take a moment.
configure({ asyncUtilTimeout: 4000 });
// Query results reach React in a microtask instead of a timer, so fake timers do not hold them.
notifyManager.setScheduler(queueMicrotask);

/** The whole app (providers, real routes, guards, lazy screens) at one address. */
export function renderApp(path: string, { strict = false }: { strict?: boolean } = {}) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const app = (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  const result = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...result, router, queryClient, location: () => router.state.location };
}
