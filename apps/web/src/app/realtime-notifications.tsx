import { featureFlagsFor } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { flagOverridesQueryOptions } from '@/shared/lib/feature-flags/get-flag-overrides';
import {
  usePolledNotifications,
  useRealtimeNotifications,
} from '@/shared/lib/realtime/use-realtime-notifications';
import { viewerQueryOptions } from '@/shared/lib/viewer/get-viewer';

/**
 * REAL_TIME_MESSAGING (spec 000 §6) from what the pages have loaded: the viewer's country and
 * the deployment's overrides, read here and never fetched (a homeowner has no partner viewer to
 * ask for). Undefined until the overrides are known; if they failed, the spec's default.
 */
function useRealtimeMessaging(): boolean | undefined {
  const viewer = useQuery({ ...viewerQueryOptions(), enabled: false });
  const overrides = useQuery({ ...flagOverridesQueryOptions(), enabled: false });
  if (overrides.isPending) return undefined;
  return featureFlagsFor(viewer.data?.countryCode, overrides.data).REAL_TIME_MESSAGING;
}

/**
 * Keeps the signed-in company's notifications fresh; renders nothing. REAL_TIME_MESSAGING decides
 * how: the realtime hub's subscription, or, with no socket, asking again now and then. Nothing
 * starts before the flag is known: a socket opened on the default could only be closed again.
 */
export function RealtimeNotifications() {
  const realtimeMessaging = useRealtimeMessaging();
  if (realtimeMessaging === undefined) return null;
  return realtimeMessaging ? <LiveNotifications /> : <PolledNotifications />;
}

function LiveNotifications() {
  useRealtimeNotifications();
  return null;
}

function PolledNotifications() {
  usePolledNotifications();
  return null;
}
