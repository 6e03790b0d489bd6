import { useRealtimeNotifications } from '@/shared/lib/realtime/use-realtime-notifications';

/** Keeps the realtime hub's subscription for the signed-in company; renders nothing. */
export function RealtimeNotifications() {
  useRealtimeNotifications();
  return null;
}
