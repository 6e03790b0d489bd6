import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useDashboardInterval } from '@/shared/lib/insights/interval';
import { IntervalPicker } from '@/shared/ui/IntervalPicker';
import { PageFrame } from '@/shared/ui/PageFrame';
import { SectionNav } from './SectionNav';

/** The frame of every part: the title, the sub-navigation and the period, which all parts share. */
export function BusinessIntelligenceLayout() {
  const { t } = useTranslation();
  const [interval, chooseInterval] = useDashboardInterval();
  return (
    <PageFrame title={t('routes.businessIntelligence')}>
      <Text maw="40rem">{t('businessIntelligence.intro')}</Text>
      <SectionNav />
      <IntervalPicker value={interval} onChange={chooseInterval} />
      <Outlet />
    </PageFrame>
  );
}
