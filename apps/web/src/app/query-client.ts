import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/shared/lib/api-client';
import { isFresh } from '@/shared/lib/auth/use-auth-state';
import { flagOverridesQueryOptions } from '@/shared/lib/feature-flags/get-flag-overrides';
import { readStoredSession } from '@/shared/lib/session';
import { rolePermissionsQueryOptions } from '@/shared/lib/viewer/get-role-permissions';
import { viewerQueryOptions } from '@/shared/lib/viewer/get-viewer';

const MAX_RETRIES = 2;

// A 4xx answer will not change by asking again; network failures and 5xx may.
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.statusCode < 500) {
    return false;
  }
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}

// The customer list, under both areas that mount the business routes (business-routes.ts).
const CUSTOMER_LIST_PATH = /^\/(mybusiness|onboarding)\/customers\/?$/;

/**
 * Asks at once for what every page reads, so the answers come beside the screen's code instead
 * of after it: the deployment's flag overrides and, for a session that needs no refresh first,
 * the viewer and its role permissions (the route guards wait for both), and on the customer
 * list its first page (through the list's module, which the router fetches anyway).
 */
export function prefetchEveryPagesQueries(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(flagOverridesQueryOptions());
  let session = null;
  try {
    session = readStoredSession();
  } catch {
    // An unreadable session is the auth state's to report.
  }
  if (session !== null && isFresh(session)) {
    void queryClient.prefetchQuery(viewerQueryOptions());
    void queryClient.prefetchQuery(rolePermissionsQueryOptions());
    if (CUSTOMER_LIST_PATH.test(window.location.pathname)) {
      void import('@/features/customers/routes/customer-accounts').then((list) =>
        list.prefetchFirstCustomersPage(queryClient),
      );
    }
  }
}
