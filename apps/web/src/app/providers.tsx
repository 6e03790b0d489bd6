import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/shared/lib/auth/auth-context';
import { AuthProvider } from './auth-provider';
import { readableColors } from './readable-colors';
import { themeIn } from './theme';

// The realtime hub's client loads once signed in: signed-out pages never subscribe.
const RealtimeNotifications = lazy(async () => ({
  default: (await import('./realtime-notifications')).RealtimeNotifications,
}));

function RealtimeWhileSignedIn() {
  const { status } = useAuth();
  return status === 'authenticated' ? (
    <Suspense fallback={null}>
      <RealtimeNotifications />
    </Suspense>
  ) : null;
}

// Toasts are rare: their container (transitions, portals) loads with the first one, and stays.
const Notifications = lazy(async () => ({ default: (await import('./toasts')).Notifications }));

function NotificationsOnceShown() {
  const { notifications } = useNotifications();
  const [shown, setShown] = useState(false);
  if (notifications.length > 0 && !shown) {
    setShown(true);
  }
  return shown ? (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  ) : null;
}

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Everything a screen may rely on besides the router: theme, toasts, server state, auth and the
 * realtime hub's subscription.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  const { t } = useTranslation();
  const theme = useMemo(() => themeIn(t), [t]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={readableColors} defaultColorScheme="light">
      <NotificationsOnceShown />
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RealtimeWhileSignedIn />
          {children}
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
