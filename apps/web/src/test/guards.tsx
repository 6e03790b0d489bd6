import type { FeatureFlag } from '@portal/contracts';
import type { RouteObject } from 'react-router';
import { RequireFlag } from '@/app/routes/guards';

// The route table's guards for a feature's tests, which may not reach into the app layer.

/** Routes behind the flag, as the route table mounts a flagged section. */
export function behindFlag(flag: FeatureFlag, children: RouteObject[]): RouteObject {
  return { element: <RequireFlag flag={flag} />, children };
}
