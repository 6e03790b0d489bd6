import type { DrawerProps } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

// Parts of the header that only a signed-in member or a narrow screen uses load on demand, so
// the sign-in page and the other signed-out pages never download them: the bell (notifications,
// their dates and popover), the profile menu and the narrow-screen menu's drawer.

export const NotificationBell = lazy(async () => ({
  default: (await import('./NotificationBell')).NotificationBell,
}));

export const ProfileMenu = lazy(async () => ({
  default: (await import('./ProfileMenu')).ProfileMenu,
}));

const Drawer = lazy(async () => ({ default: (await import('./drawer')).Drawer }));

/** Mantine's Drawer, loaded when it first opens; it then stays, for its closing transition. */
export function DrawerOnDemand(props: DrawerProps) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) {
    setWanted(true);
  }
  return wanted ? (
    <Suspense fallback={null}>
      <Drawer {...props} />
    </Suspense>
  ) : null;
}
