import type { DownloadCategory, DownloadLanguage, DownloadPageType } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useDownloads } from '@/features/downloads/api/get-downloads';
import { useCursorPages } from '@/shared/lib/paging';
import { TitledSection } from '@/shared/ui/TitledSection';
import { DownloadsTable } from './DownloadsTable';

interface CategoryDownloadsProps {
  pageType: DownloadPageType;
  category: DownloadCategory;
  language: DownloadLanguage;
}

/** The chosen category under its name, 15 assets a page. */
export function CategoryDownloads({ pageType, category, language }: CategoryDownloadsProps) {
  const { t } = useTranslation();
  const pages = useCursorPages();
  const downloads = useDownloads({ pageType, category, language, after: pages.after });
  const name = t(`downloads.category.${category}`);
  return (
    <TitledSection title={name}>
      <DownloadsTable pageType={pageType} category={name} query={downloads} pages={pages} />
    </TitledSection>
  );
}
