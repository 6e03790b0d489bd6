import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from './auth-provider';
import { RealtimeNotifications } from './realtime-notifications';
import { theme } from './theme';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Everything a screen may rely on besides the router: theme, toasts, server state, auth and the
 * realtime hub's subscription.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RealtimeNotifications />
          {children}
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
