import type { HomeownerAlert, SNOOZE_DURATIONS } from '@portal/contracts';
import { apiRequest, ignoreBody } from '@/shared/lib/api-client';
import { useHomeAppMutation } from './home-app-mutation';
import { MY_PATH } from './query-keys';

export type SnoozeDuration = (typeof SNOOZE_DURATIONS)[number];

export interface AlertSnoozeRequest {
  alert: Pick<HomeownerAlert, 'id' | 'device'>;
  duration: SnoozeDuration;
}

/**
 * POST /api/v1/users/my/devices/{deviceId}/alerts/{notificationId}/snooze: quiets this alert
 * type on the device for the duration. The list refetches afterwards and shows until when.
 */
export function snoozeAlert({ alert, duration }: AlertSnoozeRequest) {
  return apiRequest(
    `${MY_PATH}/devices/${encodeURIComponent(alert.device.id)}/alerts/${encodeURIComponent(alert.id)}/snooze`,
    ignoreBody,
    { method: 'POST', body: { duration } },
  );
}

export function useSnoozeAlert() {
  return useHomeAppMutation(snoozeAlert);
}
