import { FeatureFlag, type FeatureFlagOverrides } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/shared/lib/api-client';

const FlagOverridesResponse = z.object({
  overrides: z.partialRecord(z.enum(FeatureFlag), z.boolean()),
});

/** GET /api/v1/public/featureFlags: the deployment's flag overrides (no sign-in needed). */
export async function getFlagOverrides(signal?: AbortSignal): Promise<FeatureFlagOverrides> {
  const { overrides } = await apiRequest(
    '/api/v1/public/featureFlags',
    FlagOverridesResponse,
    signal ? { signal } : {},
  );
  return overrides;
}

export function flagOverridesQueryOptions() {
  return queryOptions({
    queryKey: ['featureFlagOverrides'],
    queryFn: ({ signal }) => getFlagOverrides(signal),
    // A deployment's configuration: it changes with a new deployment, not while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useFlagOverrides() {
  return useQuery(flagOverridesQueryOptions());
}
