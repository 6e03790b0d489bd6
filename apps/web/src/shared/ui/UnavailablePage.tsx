import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DocumentTitle } from './DocumentTitle';

interface UnavailablePageProps {
  /** The translated title: what is unavailable. */
  title: string;
  /** The translated explanation: why, and what the partner can do instead. */
  description: string;
  /** The ways on from here, e.g. a Home button. */
  actions: ReactNode;
}

/**
 * A page that is there but cannot serve this viewer now (spec 000 §2: the unavailable,
 * setup-failed and setup-pending pages): a title, why, and where to go instead. Unlike
 * NoAccessPage it is not about the viewer's role, so each use says its own reason.
 */
export function UnavailablePage({ title, description, actions }: UnavailablePageProps) {
  return (
    <Stack gap="md" align="flex-start">
      <DocumentTitle title={title} />
      <Title order={1}>{title}</Title>
      <Text maw="40rem">{description}</Text>
      <Group gap="sm">{actions}</Group>
    </Stack>
  );
}
