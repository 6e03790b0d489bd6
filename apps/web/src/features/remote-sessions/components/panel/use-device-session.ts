import type { RemoteSession } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { useDeviceSessions } from '@/features/remote-sessions/api/get-device-sessions';
import { startBannerClock } from '@/features/remote-sessions/banner-rules';

/**
 * The device's open session, if any (the newest of its sessions, while not ended and not past
 * its end time), and whether the viewer works in it: only then may they use the device's
 * controls. Ticks every second while a session is open, for its time left.
 */
export function useDeviceSession(partnerAccountId: string, deviceId: string, viewerId: string) {
  const query = useDeviceSessions(partnerAccountId, deviceId, { after: undefined });
  const [now, setNow] = useState(Date.now);
  const latest = query.data?.nodes[0];
  const open: RemoteSession | undefined =
    latest !== undefined && latest.status !== null && Date.parse(latest.expiresAt) > now
      ? latest
      : undefined;
  const isOpen = open !== undefined;
  useEffect(() => (isOpen ? startBannerClock(setNow) : undefined), [isOpen]);
  const working = open?.status === 'InProgress' && open.activeUser?.id === viewerId;
  return { query, open, working, now, viewerId };
}

export type DeviceSession = ReturnType<typeof useDeviceSession>;
