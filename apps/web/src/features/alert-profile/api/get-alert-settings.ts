import { AlertSetting } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/shared/lib/api-client';

const AlertSettingList = z.array(AlertSetting);

/** The path of the company's alert settings, for reading and for saving them. */
export const alertSettingsPath = (partnerAccountId: string) =>
  `/api/v1/proAccounts/${encodeURIComponent(partnerAccountId)}/alertProfiles/default/settings`;

export const alertSettingsQueryKey = (partnerAccountId: string) =>
  ['alertSettings', partnerAccountId] as const;

/**
 * GET .../alertProfiles/default/settings: every alert type with the company's choices, or the
 * catalogue's defaults (id all zeros) for the ones it has not saved yet.
 */
export function getAlertSettings(partnerAccountId: string, signal?: AbortSignal) {
  return apiRequest(
    alertSettingsPath(partnerAccountId),
    AlertSettingList,
    signal ? { signal } : {},
  );
}

export function useAlertSettings(partnerAccountId: string) {
  return useQuery(
    queryOptions({
      queryKey: alertSettingsQueryKey(partnerAccountId),
      queryFn: ({ signal }) => getAlertSettings(partnerAccountId, signal),
    }),
  );
}
