import { type DeviceAlertsUpdate, DeviceAlertsUpdated } from '@portal/contracts';
import { apiRequest } from '@/shared/lib/api-client';
import { useAlertsMutation } from './alerts-mutation';
import { accountPath } from './query-keys';

/** PUT .../alerts { alertIds, status: Dismissed }: the selected alerts, all or none. */
export function useDismissAlerts(partnerAccountId: string) {
  return useAlertsMutation(partnerAccountId, (alertIds: string[]) => {
    const body: DeviceAlertsUpdate = { alertIds, status: 'Dismissed' };
    return apiRequest(`${accountPath(partnerAccountId)}/alerts`, DeviceAlertsUpdated, {
      method: 'PUT',
      body,
    });
  });
}
