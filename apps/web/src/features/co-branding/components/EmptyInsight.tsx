import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

/** A section with nothing to show yet: what that means, and where to go to change it. */
export function EmptyInsight({ text, link, to }: { text: string; link: string; to: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs" align="flex-start">
        <Text>{text}</Text>
        <Anchor component={Link} to={to} fw={600}>
          {link}
        </Anchor>
      </Stack>
    </Paper>
  );
}
