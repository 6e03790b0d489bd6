import type { RemoteSession, Viewer } from '@portal/contracts';
import type { ReactNode } from 'react';
import { openSessionsQueryKey } from '@/features/remote-sessions/api/query-keys';
import { type Refusal, recordRequests } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { SeededQueries } from '@/test/seed';
import { SeededViewer, testViewer } from '@/test/viewer';
import { ACCOUNT, connectionOf } from './test-fixtures';

interface RenderOptions {
  path?: string;
  viewer?: Viewer;
  /** The caller's open sessions as their call answered; none: the call has not answered. */
  openSessions?: RemoteSession[];
  seeded?: ReadonlyArray<readonly [readonly unknown[], unknown]>;
  refusal?: Refusal;
}

/**
 * Renders `ui` for a signed-in technician of the test company, with the answers given already in
 * the query client; every request after that is recorded and hangs, or is refused with `refusal`.
 */
export function renderSeeded(
  ui: ReactNode,
  {
    path = '/mybusiness/home',
    viewer = testViewer({ roles: ['TECHNICIAN'] }),
    openSessions,
    seeded = [],
    refusal,
  }: RenderOptions = {},
) {
  const sent = recordRequests(refusal);
  const data = [
    ...seeded,
    ...(openSessions ? [[openSessionsQueryKey(ACCOUNT), connectionOf(openSessions)] as const] : []),
  ];
  const view = renderRoutes(
    [
      {
        path: '*',
        element: (
          <SeededViewer viewer={viewer}>
            <SeededQueries answers={data}>{ui}</SeededQueries>
          </SeededViewer>
        ),
      },
    ],
    path,
  );
  return { ...view, sent };
}
