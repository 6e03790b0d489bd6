import { Stack } from '@mantine/core';
import { Outlet } from 'react-router';
import { HomeAppNav } from '@/features/home-app/components/HomeAppNav';
import { useAuth } from '@/shared/lib/auth/auth-context';

/**
 * The frame of /home-app/*: the homeowner's navigation once signed in. Focus moves to each new
 * screen's heading as everywhere in the portal (the app layout's RouteAnnouncer).
 */
export function HomeAppLayoutRoute() {
  const { status } = useAuth();

  return (
    <Stack gap="lg">
      {status === 'authenticated' && <HomeAppNav />}
      <Outlet />
    </Stack>
  );
}
