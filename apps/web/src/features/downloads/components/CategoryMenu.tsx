import { NavLink, Text } from '@mantine/core';
import type { DownloadCategory, DownloadPageType } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DOWNLOAD_MENUS } from '@/features/downloads/download-rules';

interface CategoryMenuProps {
  pageType: DownloadPageType;
  chosen: DownloadCategory;
}

const list = { margin: 0, padding: 0, listStyle: 'none' } as const;

/**
 * The library's side menu on wide screens: a link per category, so each category has an address
 * to share and Back returns to the one before; graphic images heads its three sub-categories.
 */
export function CategoryMenu({ pageType, chosen }: CategoryMenuProps) {
  const { t } = useTranslation();
  const link = (category: DownloadCategory, sub = false) => (
    <li key={category}>
      <NavLink
        component={Link}
        to={{ search: `?category=${category}` }}
        label={t(`downloads.category.${category}`)}
        active={category === chosen}
        aria-current={category === chosen ? 'page' : undefined}
        {...(sub ? { pl: 'xl' } : {})}
      />
    </li>
  );

  return (
    <nav aria-label={t('downloads.menuLabel')}>
      <ul style={list}>
        {DOWNLOAD_MENUS[pageType].map((entry) =>
          typeof entry === 'string' ? (
            link(entry)
          ) : (
            <li key={entry.group}>
              <Text fw={600} size="sm" px="sm" py={8}>
                {t(`downloads.category.${entry.group}`)}
              </Text>
              <ul style={list}>{entry.categories.map((category) => link(category, true))}</ul>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
