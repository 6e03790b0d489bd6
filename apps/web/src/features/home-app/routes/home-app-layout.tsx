import { Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { HomeAppNav } from '@/features/home-app/components/HomeAppNav';
import { useAuth } from '@/shared/lib/auth/auth-context';

/**
 * The frame of /home-app/*: the homeowner's navigation once signed in, and, after each move
 * within the area, focus on the new screen's heading, so keyboard and screen-reader users start
 * reading there instead of at the link they followed.
 */
export function HomeAppLayoutRoute() {
  const { status } = useAuth();
  const { pathname } = useLocation();
  const content = useRef<HTMLDivElement>(null);
  // The first screen keeps the browser's own start; only later moves take focus.
  const shown = useRef(pathname);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const heading = content.current?.querySelector<HTMLElement>('h1');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    }
  }, [pathname]);

  return (
    <Stack gap="lg">
      {status === 'authenticated' && <HomeAppNav />}
      <div ref={content}>
        <Outlet />
      </div>
    </Stack>
  );
}
