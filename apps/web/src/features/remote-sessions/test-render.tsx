import type { RemoteSession, Viewer } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { openSessionsQueryKey } from '@/features/remote-sessions/api/query-keys';
import { type Refusal, recordRequests } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { SeededViewer, testViewer } from '@/test/viewer';
import { ACCOUNT, connectionOf } from './test-fixtures';

/** Puts query answers into the app's query client before its children read, as if they came. */
export function Seeded({
  data,
  children,
}: {
  data: ReadonlyArray<readonly [readonly unknown[], unknown]>;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  useState(() => {
    for (const [queryKey, value] of data) queryClient.setQueryData(queryKey, value);
  });
  return children;
}

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
            <Seeded data={data}>{ui}</Seeded>
          </SeededViewer>
        ),
      },
    ],
    path,
  );
  return { ...view, sent };
}
