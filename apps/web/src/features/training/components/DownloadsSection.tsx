import { Anchor, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TitledSection } from '@/shared/ui/TitledSection';

// The two download libraries of spec 000 §2 (/products/downloads/:pageType), each under its title.
const LIBRARIES = [
  { key: 'proseries', to: '/products/downloads/proseries', title: 'routes.downloadsProseries' },
  { key: 'hvacWater', to: '/products/downloads/hvacWater', title: 'routes.downloadsHvacWater' },
] as const;

/** The download libraries, with what each holds. */
export function DownloadsSection() {
  const { t } = useTranslation();
  return (
    <TitledSection title={t('training.downloads.title')}>
      <Text>{t('training.downloads.intro')}</Text>
      <List spacing="sm">
        {LIBRARIES.map((library) => (
          <List.Item key={library.key}>
            <Anchor component={Link} to={library.to} fw={600}>
              {t(library.title)}
            </Anchor>
            <Text size="sm">{t(`training.downloads.${library.key}`)}</Text>
          </List.Item>
        ))}
      </List>
    </TitledSection>
  );
}
