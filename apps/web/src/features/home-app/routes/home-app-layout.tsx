import { Stack } from '@mantine/core';
import { Outlet } from 'react-router';
import { HomeAppNav } from '@/features/home-app/components/HomeAppNav';
import { HouseholdUpdates } from '@/features/home-app/components/HouseholdUpdates';
import { useAuth } from '@/shared/lib/auth/auth-context';

/**
 * The frame of /home-app/*: the homeowner's navigation once signed in, and the live updates of
 * the homeowner's households. Focus moves to each new screen's heading as everywhere in the
 * portal (the app layout's RouteAnnouncer).
 */
export function HomeAppLayoutRoute() {
  const { status } = useAuth();

  return (
    <Stack gap="lg">
      {status === 'authenticated' && (
        <>
          <HomeAppNav />
          <HouseholdUpdates />
        </>
      )}
      <Outlet />
    </Stack>
  );
}
