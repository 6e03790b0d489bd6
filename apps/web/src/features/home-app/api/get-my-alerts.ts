import { HomeownerAlertConnection } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/shared/lib/api-client';
import { type PageRequest, pageQuery } from '@/shared/lib/paging';
import { HOME_APP_QUERY_KEY, MY_PATH } from './query-keys';

/** The language of the titles and messages, and the zone the server writes openedAtLocal in. */
interface AlertsLocale {
  language: string;
  timezone: string;
}

/** GET /api/v1/users/my/alerts: one page of the alerts on the homeowner's devices, newest first. */
export function getMyAlerts(page: PageRequest, locale: AlertsLocale, signal?: AbortSignal) {
  const query = new URLSearchParams(pageQuery(page));
  query.set('language', locale.language);
  query.set('timezone', locale.timezone);
  return apiRequest(
    `${MY_PATH}/alerts?${query}`,
    HomeownerAlertConnection,
    signal ? { signal } : {},
  );
}

/** The alerts in the portal's language and the browser's time zone. */
export function useMyAlerts(page: PageRequest) {
  const { i18n } = useTranslation();
  const locale: AlertsLocale = {
    language: i18n.language,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
  return useQuery(
    queryOptions({
      queryKey: [...HOME_APP_QUERY_KEY, 'alerts', page, locale],
      queryFn: ({ signal }) => getMyAlerts(page, locale, signal),
      // Keeps the current page on screen while the next one loads.
      placeholderData: keepPreviousData,
    }),
  );
}
