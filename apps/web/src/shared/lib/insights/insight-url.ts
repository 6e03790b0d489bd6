import { viewerTzOffset } from '@/shared/lib/dates';

/**
 * A company's insight call over a period (spec 001 §7.9: GET proAccounts/{id}/insights/{name}),
 * its days, weeks and months counted from the viewer's midnight.
 */
export function insightUrl(
  partnerAccountId: string,
  name: string,
  query: Readonly<Record<string, string>>,
): string {
  const search = new URLSearchParams({ ...query, tzOffset: String(viewerTzOffset()) });
  return `/api/v1/proAccounts/${encodeURIComponent(partnerAccountId)}/insights/${name}?${search}`;
}
