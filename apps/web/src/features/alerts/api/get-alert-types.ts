import { AlertSetting } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/shared/lib/api-client';
import { accountPath, alertFiltersQueryKey } from './query-keys';

/** An alert type the dashboard filters by: its name and the catalogue's English title. */
interface AlertType {
  alertName: string;
  title: string;
}

const AlertTypes = z
  .array(AlertSetting)
  .transform((settings): AlertType[] =>
    settings.map(({ alertName, title }) => ({ alertName, title })),
  );

/**
 * GET .../alertProfiles/default/settings, read for its alert types: every type of the catalogue,
 * in its order, whether the company changed its settings or not. Anyone who reads alerts may ask.
 */
export function useAlertTypes(partnerAccountId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...alertFiltersQueryKey(partnerAccountId), 'types'],
      queryFn: ({ signal }) =>
        apiRequest(`${accountPath(partnerAccountId)}/alertProfiles/default/settings`, AlertTypes, {
          signal,
        }),
      // The catalogue changes with a release, not while the dashboard is open.
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}
