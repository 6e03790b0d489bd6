import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

const SECTIONS = [
  { key: 'companies', to: '/admin' },
  { key: 'subscriptions', to: '/admin/subscriptions' },
  { key: 'products', to: '/admin/products' },
] as const;

/** The section a path belongs to: a company's page is part of Companies. */
function currentSection(pathname: string): (typeof SECTIONS)[number]['key'] {
  if (pathname.startsWith('/admin/subscriptions')) return 'subscriptions';
  if (pathname.startsWith('/admin/products')) return 'products';
  return 'companies';
}

/**
 * Links between the administration's pages. The current one is marked for screen readers
 * ("page" on the section's own page, "true" on a page inside it, such as a company's).
 */
export function AdminNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = currentSection(pathname);
  return (
    <Group component="nav" aria-label={t('admin.nav.label')} gap="lg">
      {SECTIONS.map((section) => {
        const here = section.key === current;
        const ariaCurrent = here ? (pathname === section.to ? 'page' : 'true') : undefined;
        return (
          <Anchor
            key={section.key}
            component={Link}
            to={section.to}
            aria-current={ariaCurrent}
            fw={here ? 700 : 400}
            underline={here ? 'always' : 'hover'}
          >
            {t(`admin.nav.${section.key}`)}
          </Anchor>
        );
      })}
    </Group>
  );
}
