import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { QUERY_DEFAULTS, TOAST_MS } from '@pathwise/core';
import { AuthProvider } from '@/lib/auth';
import { ThemeProvider, useTheme } from '@/lib/theme';
import { ToastHost } from '@/lib/toast';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: QUERY_DEFAULTS.retry, refetchOnWindowFocus: QUERY_DEFAULTS.refetchOnWindowFocus },
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
