import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useMatch } from 'react-router';
import { useDashboardInterval } from '@/shared/lib/insights/interval';

/** Where the parts live; from the /onboarding alias too, the links lead here. */
const BUSINESS_INTELLIGENCE_PATH = '/mybusiness/business-intelligence';

/** The parts of business intelligence, each at its own address under business-intelligence/. */
const SECTIONS = ['alerts', 'services', 'builders'] as const;
type Section = (typeof SECTIONS)[number];

/**
 * The sub-navigation: links, not tabs, since each part is a page of its own that a reload or a
 * shared link opens; the current one is marked for screen readers too. The period goes along.
 */
export function SectionNav() {
  const { t } = useTranslation();
  return (
    <Group component="nav" aria-label={t('businessIntelligence.sections')} gap="xs">
      {SECTIONS.map((section) => (
        <SectionLink key={section} section={section} />
      ))}
    </Group>
  );
}

function SectionLink({ section }: { section: Section }) {
  const { t } = useTranslation();
  const [interval] = useDashboardInterval();
  const path = `${BUSINESS_INTELLIGENCE_PATH}/${section}`;
  const current = useMatch({ path, end: false }) !== null;
  return (
    <Button
      component={Link}
      to={{ pathname: path, search: `?interval=${interval}` }}
      variant={current ? 'filled' : 'default'}
      aria-current={current ? 'page' : undefined}
    >
      {t(`businessIntelligence.${section}.tab`)}
    </Button>
  );
}
