import type { DownloadConnection, DownloadItem, DownloadPageType } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import type { CursorPages } from '@/shared/lib/paging';
import { type ConnectionQuery, PagedTable, type TableColumn } from '@/shared/ui/PagedTable';
import { DownloadAllLink, DownloadFileLink } from './DownloadLinks';

interface DownloadsTableProps {
  pageType: DownloadPageType;
  /** The category's name, as the menu shows it. */
  category: string;
  query: ConnectionQuery<DownloadItem> & { data: DownloadConnection | undefined };
  pages: CursorPages;
}

/**
 * A category's page of assets in the order the server sorted them (by name): HVAC and water
 * leads with the SKU a contractor orders by. The category's download-all zip, where it has one,
 * sits above the table.
 */
export function DownloadsTable({ pageType, category, query, pages }: DownloadsTableProps) {
  const { t } = useTranslation();
  const name: TableColumn<DownloadItem> = {
    header: t('downloads.columns.name'),
    cell: (item) => item.text,
  };
  const description: TableColumn<DownloadItem> = {
    header: t('downloads.columns.description'),
    cell: (item) => item.desc,
  };
  const brand: TableColumn<DownloadItem> = {
    header: t('downloads.columns.brand'),
    cell: (item) => item.brand,
  };
  const download: TableColumn<DownloadItem> = {
    header: t('downloads.columns.download'),
    cell: (item) => <DownloadFileLink item={item} />,
  };
  const columns =
    pageType === 'hvacWater'
      ? [
          { header: t('downloads.columns.sku'), cell: (item: DownloadItem) => item.sku ?? '—' },
          name,
          brand,
          description,
          download,
        ]
      : [name, description, brand, download];
  const bundle = query.data?.bundle;

  return (
    <PagedTable
      query={query}
      columns={columns}
      caption={(count) => t('downloads.caption', { category, count })}
      empty={t('downloads.empty')}
      minWidth={pageType === 'hvacWater' ? 900 : 720}
      {...(bundle ? { summary: <DownloadAllLink bundle={bundle} category={category} /> } : {})}
      pager={{ pages, label: t('downloads.pages', { category }) }}
    />
  );
}
