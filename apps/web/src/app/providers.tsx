import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { QUERY_DEFAULTS, TOAST_MS } from '@pathwise/core';
import { AuthProvider } from '@/lib/auth';
import { ThemeProvider, useTheme } from '@/lib/theme';
import { ToastHost } from '@/lib/toast';

/**
 * How long an answer counts as fresh where a query says nothing: a screen that mounts just after
 * its data arrived (the first screen's data, read by the boot script before the app drew) shows
 * it instead of asking again at once. Events and saves invalidate their queries whatever the age.
 */
export const FRESH_ANSWER_MS = 5_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: QUERY_DEFAULTS.retry,
        refetchOnWindowFocus: QUERY_DEFAULTS.refetchOnWindowFocus,
        staleTime: FRESH_ANSWER_MS,
      },
    },
  });
}

function ThemedToaster() {
  const { resolved } = useTheme();
  return <ToastHost position="bottom-right" theme={resolved} duration={TOAST_MS.default} richColors closeButton />;
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <AuthProvider>{children}</AuthProvider>
        <ThemedToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
