import { Button, Group } from '@mantine/core';
import type { PageInfo } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { CursorPages } from '@/shared/lib/paging';

interface CursorPagerProps {
  pages: CursorPages;
  pageInfo: z.infer<typeof PageInfo>;
  /** The next page is on its way: Next waits for it. */
  loading: boolean;
  /** Names the list, so two pagers on one page are told apart by screen readers. */
  label: string;
}

/** Previous and Next for a cursor-paged table; hidden when everything fits on one page. */
export function CursorPager({ pages, pageInfo, loading, label }: CursorPagerProps) {
  const { t } = useTranslation();
  if (!pages.hasPrevious && !pageInfo.hasNextPage) return null;
  return (
    <Group justify="space-between" component="nav" aria-label={label}>
      <Button variant="default" disabled={!pages.hasPrevious} onClick={pages.previous}>
        {t('paging.previous')}
      </Button>
      <Button
        variant="default"
        disabled={!pageInfo.hasNextPage || loading}
        onClick={() => pages.next(pageInfo.endCursor)}
      >
        {t('paging.next')}
      </Button>
    </Group>
  );
}
