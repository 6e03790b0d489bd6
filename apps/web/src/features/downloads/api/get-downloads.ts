import {
  type DownloadCategory,
  DownloadConnection,
  type DownloadLanguage,
  type DownloadPageType,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { pageQuery } from '@/shared/lib/paging';

/** One page of a category as the library asks for it. */
export interface DownloadListRequest {
  pageType: DownloadPageType;
  category: DownloadCategory;
  language: DownloadLanguage;
  after: string | undefined;
}

/** The path of GET /api/v1/downloads/{pageType}/{category}: 15 a page (spec 000 §9), in a language. */
function downloadListPath({ pageType, category, language, after }: DownloadListRequest): string {
  const params = new URLSearchParams(pageQuery({ after }));
  params.set('language', language);
  return `/api/v1/downloads/${pageType}/${category}?${params}`;
}

/** The query of one page, kept for five minutes. */
export function downloadsQueryOptions(request: DownloadListRequest) {
  return queryOptions({
    queryKey: ['downloads', request],
    queryFn: ({ signal }) => apiRequest(downloadListPath(request), DownloadConnection, { signal }),
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
    // The library changes with a new asset catalogue, not while a partner browses it.
    staleTime: 5 * 60_000,
  });
}

/** A category's assets sorted by name, with its download-all zip where it has one. */
export function useDownloads(request: DownloadListRequest) {
  return useQuery(downloadsQueryOptions(request));
}
