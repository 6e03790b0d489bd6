import { Box, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DocumentTitle } from '@/shared/ui/DocumentTitle';

/** A single-column screen (sign-in, sign-up, an invite): its title and content, centred. */
export function NarrowFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box maw="36rem" w="100%" mx="auto">
      <DocumentTitle title={title} />
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        {children}
      </Stack>
    </Box>
  );
}
