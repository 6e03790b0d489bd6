import { DeviceAlert, type DeviceAlertUpdate } from '@portal/contracts';
import { apiRequest } from '@/shared/lib/api-client';
import { useAlertsMutation } from './alerts-mutation';
import { alertPath } from './query-keys';

const DISMISS: DeviceAlertUpdate = { status: 'Dismissed' };

/** PUT .../alerts/{alertId} { status: Dismissed }: one alert leaves the work queue. */
export function useDismissAlert(partnerAccountId: string) {
  return useAlertsMutation(partnerAccountId, (alertId: string) =>
    apiRequest(alertPath(partnerAccountId, alertId), DeviceAlert, { method: 'PUT', body: DISMISS }),
  );
}
