import type { DownloadConnection, DownloadItem, FeatureFlagOverrides } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Outlet } from 'react-router';
import {
  type DownloadListRequest,
  downloadsQueryOptions,
} from '@/features/downloads/api/get-downloads';
import { DownloadsRoute } from '@/features/downloads/routes/downloads';
import { behindFlag } from '@/test/guards';
import { renderRoutes } from '@/test/render';
import { SeededViewer, testViewer } from '@/test/viewer';

// Assets as the list call answers them, and the library opened at an address with what the app
// would have loaded by then put where it keeps it.

export function assetOf(fields: Partial<DownloadItem> = {}): DownloadItem {
  return {
    id: 'zoning-panel-data-sheet',
    text: 'Zoning panel data sheet',
    desc: 'Wiring and specifications of the 3-zone panel.',
    brand: 'Aeris Home',
    sku: 'ZP-300',
    ext: 'pdf',
    size: 1_258_291,
    downloadLink: '/api/v1/downloads/files/zoning-panel-data-sheet',
    language: 'en',
    ...fields,
  };
}

/** A page of assets as the server sorted them, followed by more when `endCursor` is given. */
export function pageOf(
  nodes: DownloadItem[],
  {
    bundle = null,
    endCursor = null,
  }: Partial<Pick<DownloadConnection, 'bundle'>> & {
    endCursor?: string | null;
  } = {},
): DownloadConnection {
  return {
    nodes,
    pageInfo: {
      hasNextPage: endCursor !== null,
      hasPreviousPage: false,
      startCursor: nodes[0]?.id ?? null,
      endCursor,
    },
    totalCount: endCursor === null ? nodes.length : nodes.length + 1,
    bundle,
  };
}

interface Loaded {
  /** The deployment's flag overrides; none unless told. */
  overrides?: FeatureFlagOverrides;
  /** First pages already loaded, each with the request that asked for it. */
  pages?: Array<[Omit<DownloadListRequest, 'after'>, DownloadConnection]>;
}

function SeededPages({
  pages,
  children,
}: {
  pages: NonNullable<Loaded['pages']>;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  useState(() => {
    for (const [request, page] of pages) {
      queryClient.setQueryData(
        downloadsQueryOptions({ ...request, after: undefined }).queryKey,
        page,
      );
    }
  });
  return children;
}

/** The library's route at `path` (/products/downloads/…), as the route table mounts it. */
export function openLibrary(path: string, { overrides, pages = [] }: Loaded = {}) {
  return renderRoutes(
    [
      {
        element: (
          <SeededViewer viewer={testViewer()} overrides={overrides}>
            <SeededPages pages={pages}>
              <Outlet />
            </SeededPages>
          </SeededViewer>
        ),
        children: [
          behindFlag('PRODUCTS', [
            { path: '/products/downloads/:pageType', element: <DownloadsRoute /> },
          ]),
        ],
      },
    ],
    path,
  );
}
