import { Badge, Group, MultiSelect, Stack, Tabs } from '@mantine/core';
import type { AlertSetting } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { severityTabLabel } from './alert-labels';
import {
  isSeverityTab,
  type ListedAlert,
  ofSeverity,
  SEVERITY_TABS,
  type SeverityTab,
} from './alert-list';

interface AlertFiltersProps {
  /** The alerts of the chosen alert types, which the tabs split and count. */
  alerts: readonly ListedAlert[];
  categories: readonly AlertSetting['category'][];
  chosenCategories: string[];
  onCategoriesChange(categories: string[]): void;
  tab: SeverityTab;
  onTabChange(tab: SeverityTab): void;
  /** The content of the active tab for its alerts. */
  children(alerts: ListedAlert[], tab: SeverityTab): ReactNode;
}

/** The alert-type filter and the severity tabs with their counts (spec 000 §2). */
export function AlertFilters({
  alerts,
  categories,
  chosenCategories,
  onCategoriesChange,
  tab,
  onTabChange,
  children,
}: AlertFiltersProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <MultiSelect
        label={t('alertSettings.filter.label')}
        placeholder={chosenCategories.length === 0 ? t('alertSettings.filter.all') : undefined}
        data={categories.map((category) => ({
          value: category,
          label: t(`alertSettings.category.${category}`),
        }))}
        value={chosenCategories}
        onChange={onCategoriesChange}
        clearable
        clearButtonProps={{ 'aria-label': t('alertSettings.filter.clear') }}
        maw={480}
      />
      <Tabs
        value={tab}
        onChange={(value) => isSeverityTab(value) && onTabChange(value)}
        keepMounted={false}
      >
        <Tabs.List>
          {SEVERITY_TABS.map((severity) => (
            <Tabs.Tab key={severity} value={severity}>
              <Group gap={6} wrap="nowrap">
                {severityTabLabel(t, severity)}
                <Badge size="sm" variant="light" color="gray">
                  {ofSeverity(alerts, severity).length}
                </Badge>
              </Group>
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SEVERITY_TABS.map((severity) => (
          <Tabs.Panel key={severity} value={severity} pt="md">
            {children(ofSeverity(alerts, severity), severity)}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
