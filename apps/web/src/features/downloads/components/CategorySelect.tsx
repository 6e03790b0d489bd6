import { NativeSelect } from '@mantine/core';
import type { DownloadCategory, DownloadPageType } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { DOWNLOAD_MENUS } from '@/features/downloads/download-rules';

interface CategorySelectProps {
  pageType: DownloadPageType;
  chosen: DownloadCategory;
  onChoose: (category: DownloadCategory) => void;
}

/** The side menu as a dropdown on narrow screens (spec 000 §2), graphic images as a group. */
export function CategorySelect({ pageType, chosen, onChoose }: CategorySelectProps) {
  const { t } = useTranslation();
  const option = (category: DownloadCategory) => ({
    value: category,
    label: t(`downloads.category.${category}`),
  });
  return (
    // The browser's own select: a phone shows its native picker.
    <NativeSelect
      label={t('downloads.categoryLabel')}
      data={DOWNLOAD_MENUS[pageType].map((entry) =>
        typeof entry === 'string'
          ? option(entry)
          : {
              group: t(`downloads.category.${entry.group}`),
              items: entry.categories.map(option),
            },
      )}
      value={chosen}
      onChange={(event) => onChoose(event.currentTarget.value as DownloadCategory)}
    />
  );
}
