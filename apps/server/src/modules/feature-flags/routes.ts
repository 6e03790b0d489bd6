import { FeatureFlag, type FeatureFlagOverrides } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const FeatureFlagOverridesAnswer = z
  .object({ overrides: z.partialRecord(z.enum(FeatureFlag), z.boolean()) })
  .meta({ id: 'FeatureFlagOverrides' });

// Not in the catalogue: spec 000 §6 decides flags in the portal from the market, and the
// issue lets a deployment override them by configuration (FEATURE_FLAGS). Configuration lives
// on the server, so the portal reads this deployment's overrides here. Public, because the
// sign-in and sign-up pages apply flags before anyone signed in; it holds no secrets.
export const featureFlagsRoutes: FastifyPluginAsyncZod<{
  overrides: FeatureFlagOverrides;
}> = async (app, { overrides }) => {
  app.get(
    '/api/v1/public/featureFlags',
    {
      config: { access: 'public' },
      schema: {
        tags: ['feature-flags'],
        summary: "This deployment's feature flag overrides, applied over the market's flags",
        response: { 200: FeatureFlagOverridesAnswer },
      },
    },
    () => ({ overrides }),
  );
};
