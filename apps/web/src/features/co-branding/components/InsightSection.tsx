import { Center, Loader, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/shared/ui/LoadError';
import { TitledSection } from '@/shared/ui/TitledSection';

interface InsightSectionProps<T> {
  title: string;
  /** This section's own call: it loads, fails and is retried apart from the others. */
  query: UseQueryResult<T>;
  children(data: T): ReactNode;
}

/** One section of the co-branding page, under its heading, with its loading and error states. */
export function InsightSection<T>({ title, query, children }: InsightSectionProps<T>) {
  const { t } = useTranslation('blueprint');
  const content = () => {
    if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
    if (query.isPending) {
      return (
        <Center py="xl" role="status">
          <Loader aria-hidden />
          <VisuallyHidden>{t('loader.label')}</VisuallyHidden>
        </Center>
      );
    }
    return children(query.data);
  };
  return <TitledSection title={title}>{content()}</TitledSection>;
}
