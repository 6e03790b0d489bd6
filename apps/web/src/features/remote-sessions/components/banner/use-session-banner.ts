import { hasPermission } from '@portal/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenSessions } from '@/features/remote-sessions/api/get-open-sessions';
import {
  BannerStep,
  bannerFromSessions,
  ownsBanner,
  type RemoteSessionBanner,
  readStoredBanner,
  startBannerClock,
  storeBanner,
  tick,
} from '@/features/remote-sessions/banner-rules';
import { useViewerFacts } from '@/shared/lib/viewer/use-viewer-facts';

interface Collapsed {
  partnerDeviceSessionId: string;
  collapsed: boolean;
}

/**
 * The remote session banner's state (spec 000 §4): derived from the caller's open sessions (which
 * the realtime hub refreshes), shown at once from session storage until they have loaded, only
 * to the session's owner, ticking every second until its time is up. Keeps session storage in
 * step with it.
 */
export function useSessionBanner() {
  const { i18n } = useTranslation();
  const { data: viewer, facts } = useViewerFacts();
  const viewerId = facts.id;
  const partnerAccountId = facts.partnerAccountId;
  const allowed = hasPermission(facts.roles, 'remoteSessions:start');
  const open = useOpenSessions(partnerAccountId, allowed);

  const [stored] = useState(() => readStoredBanner(sessionStorage));
  const [collapsed, setCollapsed] = useState<Collapsed | null>(
    () =>
      stored && {
        partnerDeviceSessionId: stored.partnerDeviceSessionId,
        collapsed: stored.bannerCollapsed,
      },
  );
  // Sessions the user ended here: gone from the banner before their list says so.
  const [ended, setEnded] = useState<ReadonlySet<string>>(() => new Set());
  const [now, setNow] = useState(Date.now);

  const collapsedFor = (partnerDeviceSessionId: string) =>
    collapsed?.partnerDeviceSessionId === partnerDeviceSessionId && collapsed.collapsed;

  let banner: RemoteSessionBanner | null = null;
  if (allowed && viewerId !== undefined) {
    if (open.data) {
      banner = bannerFromSessions(open.data.nodes, viewerId, now, collapsedFor, i18n.language);
    } else if (stored && ownsBanner(stored, viewerId)) {
      banner = tick(
        { ...stored, bannerCollapsed: collapsedFor(stored.partnerDeviceSessionId) },
        now,
      );
    }
  }
  if (banner && ended.has(banner.partnerDeviceSessionId)) banner = null;

  const counting = banner !== null && banner.step !== BannerStep.Null;
  useEffect(() => (counting ? startBannerClock(setNow) : undefined), [counting]);

  // Stored only once the viewer is known: until then nobody can tell whose banner it is.
  const known = viewer !== undefined;
  const text = banner && JSON.stringify(banner);
  useEffect(() => {
    if (!known) return;
    storeBanner(sessionStorage, text === null ? null : (JSON.parse(text) as RemoteSessionBanner));
  }, [known, text]);

  const toggleCollapsed = useCallback(
    (partnerDeviceSessionId: string) =>
      setCollapsed((previous) => ({
        partnerDeviceSessionId,
        collapsed: !(
          previous?.partnerDeviceSessionId === partnerDeviceSessionId && previous.collapsed
        ),
      })),
    [],
  );
  const clear = useCallback(
    (partnerDeviceSessionId: string) =>
      setEnded((previous) => new Set(previous).add(partnerDeviceSessionId)),
    [],
  );

  return {
    banner: banner?.step === BannerStep.Null ? null : banner,
    now,
    partnerAccountId,
    toggleCollapsed,
    /** Clears the banner of a session the user ended (spec 000 §4). */
    clear,
  };
}
