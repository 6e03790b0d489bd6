import { IsuSettings, type IsuSettingsUpdate } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/shared/lib/api-client';
import { accountPath, isuSettingsQueryKey } from './query-keys';

const isuSettingsPath = (partnerAccountId: string, deviceId: string) =>
  `${accountPath(partnerAccountId)}/devices/${encodeURIComponent(deviceId)}/isuSettings`;

/** GET .../devices/{deviceId}/isuSettings: the thermostat's installer set-up, labelled in `language`. */
export function getIsuSettings(
  partnerAccountId: string,
  deviceId: string,
  language: string,
  signal?: AbortSignal,
) {
  return apiRequest(isuSettingsPath(partnerAccountId, deviceId), IsuSettings, {
    signal,
    headers: { language },
  });
}

export function useIsuSettings(partnerAccountId: string, deviceId: string, enabled: boolean) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useQuery({
    queryKey: isuSettingsQueryKey(deviceId, language),
    queryFn: ({ signal }) => getIsuSettings(partnerAccountId, deviceId, language, signal),
    enabled,
    retry: false,
  });
}

/** PUT .../isuSettings: values to change, or a company template to apply. */
export function useSaveIsuSettings(partnerAccountId: string, deviceId: string) {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMutation({
    mutationFn: (update: IsuSettingsUpdate) =>
      apiRequest(isuSettingsPath(partnerAccountId, deviceId), IsuSettings, {
        method: 'PUT',
        body: update,
        headers: { language },
      }),
    onSuccess: (settings) =>
      queryClient.setQueryData(isuSettingsQueryKey(deviceId, language), settings),
  });
}
