import { Anchor, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Guide } from '@/features/training/guides';
import { TitledSection } from '@/shared/ui/TitledSection';

/** A short numbered walk through each task the viewer can do, ending with a link to its screen. */
export function GuidesSection({ guides }: { guides: readonly Guide[] }) {
  const { t } = useTranslation();
  return (
    <TitledSection title={t('training.guides.title')}>
      <Text>{t('training.guides.intro')}</Text>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {guides.map((guide) => (
          <Paper key={guide.key} component="article" withBorder p="md" radius="md">
            <Stack gap="sm" align="flex-start">
              <Title order={3} size="h4">
                {t(`training.guides.${guide.key}.title`)}
              </Title>
              <List type="ordered" spacing="xs">
                {t(`training.guides.${guide.key}.steps`, { returnObjects: true }).map((step) => (
                  <List.Item key={step}>{step}</List.Item>
                ))}
              </List>
              <Anchor component={Link} to={guide.to} fw={600}>
                {t(`training.guides.${guide.key}.link`)}
              </Anchor>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </TitledSection>
  );
}
