import {
  type AlertFilter,
  alertFilterParam,
  DeviceAlertConnection,
  type DeviceAlertOrderBy,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { pageQuery } from '@/shared/lib/paging';
import { accountPath, alertsQueryKey } from './query-keys';

export type AlertOrder = (typeof DeviceAlertOrderBy)[number];

/** One page of the work queue as the dashboard asks for it. */
interface AlertListRequest {
  after: string | undefined;
  filter: AlertFilter;
  orderBy: AlertOrder;
  /** The titles come back in this language. */
  language: string;
}

/** The path of GET .../alerts: 15 a page (spec 000 §9), filterBy, orderBy and language. */
function alertListPath(partnerAccountId: string, request: AlertListRequest): string {
  const params = new URLSearchParams(
    pageQuery({ after: request.after, filterBy: alertFilterParam(request.filter) }),
  );
  params.set('orderBy', request.orderBy);
  params.set('language', request.language);
  return `${accountPath(partnerAccountId)}/alerts?${params}`;
}

/** GET /api/v1/proAccounts/{id}/alerts: the company's alerts, filtered, sorted and paged. */
export function useAlerts(partnerAccountId: string, request: AlertListRequest) {
  return useQuery(
    queryOptions({
      queryKey: [...alertsQueryKey(partnerAccountId), 'list', request],
      queryFn: ({ signal }) =>
        apiRequest(alertListPath(partnerAccountId, request), DeviceAlertConnection, { signal }),
      // Keeps the current page on screen while the next one (or a live refresh) loads.
      placeholderData: keepPreviousData,
    }),
  );
}
