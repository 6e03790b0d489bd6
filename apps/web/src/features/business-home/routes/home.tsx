import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { nextStepsFor } from '@/features/business-home/next-steps';
import { useViewer } from '@/shared/lib/viewer/get-viewer';
import { DocumentTitle } from '@/shared/ui/DocumentTitle';
import { LoadError } from '@/shared/ui/LoadError';
import { PageLoader } from '@/shared/ui/PageLoader';

/** /mybusiness/home: the company's name and the partner's next steps (the dashboard comes later). */
export function BusinessHomeRoute() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const title = t('routes.home');
  const company = viewer.data?.partnerUsers[0]?.partnerAccount.name;
  const steps = nextStepsFor(viewer.data?.partnerUsers[0]?.roles ?? []);

  return (
    <Stack gap="lg">
      <DocumentTitle title={title} />
      <Title order={1}>{title}</Title>
      {viewer.isPending && <PageLoader />}
      {viewer.isError && <LoadError onRetry={() => void viewer.refetch()} />}
      {viewer.isSuccess && (
        <>
          <Stack gap={4}>
            <Text size="lg" fw={600}>
              {t('businessHome.welcome', { name: viewer.data.firstName })}
            </Text>
            {company !== undefined && <Text>{t('businessHome.company', { company })}</Text>}
          </Stack>
          {steps.length > 0 && (
            <section aria-labelledby="next-steps">
              <Title order={2} size="h3" id="next-steps">
                {t('businessHome.nextSteps')}
              </Title>
              <Text mb="md">{t('businessHome.nextStepsIntro')}</Text>
              <SimpleGrid
                component="ol"
                cols={{ base: 1, sm: 2 }}
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
              >
                {steps.map((step) => (
                  <Paper component="li" key={step.key} withBorder p="md" radius="md">
                    <Stack gap="xs" align="flex-start">
                      <Title order={3} size="h4">
                        {t(`businessHome.steps.${step.key}.title`)}
                      </Title>
                      <Text size="sm">{t(`businessHome.steps.${step.key}.body`)}</Text>
                      <Anchor component={Link} to={step.to}>
                        {t(`businessHome.steps.${step.key}.link`)}
                      </Anchor>
                    </Stack>
                  </Paper>
                ))}
              </SimpleGrid>
            </section>
          )}
        </>
      )}
    </Stack>
  );
}
