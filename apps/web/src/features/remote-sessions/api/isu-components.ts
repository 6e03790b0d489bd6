import { IsuComponentList } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/shared/lib/api-client';
import { accountPath, isuComponentsQueryKey } from './query-keys';

/** GET /api/v1/proAccounts/{id}/isuComponents: the template editor's settings, in `language`. */
export function getIsuComponents(partnerAccountId: string, language: string, signal?: AbortSignal) {
  return apiRequest(`${accountPath(partnerAccountId)}/isuComponents`, IsuComponentList, {
    signal,
    headers: { language },
  });
}

export function useIsuComponents(partnerAccountId: string) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useQuery({
    queryKey: isuComponentsQueryKey(partnerAccountId, language),
    queryFn: ({ signal }) => getIsuComponents(partnerAccountId, language, signal),
    // The settings and their labels change with a release, not while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
