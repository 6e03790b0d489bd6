import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { InlineLoader } from '@/shared/ui/InlineLoader';
import { LoadError } from '@/shared/ui/LoadError';
import { TitledSection } from '@/shared/ui/TitledSection';

interface InsightSectionProps<T> {
  title: string;
  /** This section's own call: it loads, fails and is retried apart from the others. */
  query: UseQueryResult<T>;
  children(data: T): ReactNode;
}

/** One section of an insights page, under its heading, with its loading and error states. */
export function InsightSection<T>({ title, query, children }: InsightSectionProps<T>) {
  const content = () => {
    if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
    if (query.isPending) return <InlineLoader />;
    return children(query.data);
  };
  return <TitledSection title={title}>{content()}</TitledSection>;
}
