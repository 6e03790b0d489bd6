import { FeatureFlag, type FeatureFlagOverrides } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type ResponseParser } from '@/shared/lib/api-client';

const isFeatureFlag = (name: string): name is FeatureFlag =>
  (FeatureFlag as readonly string[]).includes(name);

// Checked by hand rather than by a zod schema: every page asks, the signed-out ones included,
// and they need no zod otherwise.
const flagOverridesResponse: ResponseParser<{ overrides: FeatureFlagOverrides }> = {
  parse(data) {
    const overrides: unknown = (data as { overrides?: unknown } | null)?.overrides;
    if (typeof overrides !== 'object' || overrides === null) {
      throw new Error('The feature flag overrides are not an object');
    }
    const known: FeatureFlagOverrides = {};
    for (const [name, value] of Object.entries(overrides)) {
      if (!isFeatureFlag(name) || typeof value !== 'boolean') {
        throw new Error(`Unknown feature flag override ${name}: ${String(value)}`);
      }
      known[name] = value;
    }
    return { overrides: known };
  },
};

/** GET /api/v1/public/featureFlags: the deployment's flag overrides (no sign-in needed). */
export async function getFlagOverrides(signal?: AbortSignal): Promise<FeatureFlagOverrides> {
  const { overrides } = await apiRequest(
    '/api/v1/public/featureFlags',
    flagOverridesResponse,
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
