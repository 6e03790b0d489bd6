import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

// As viewer.tsx: web tests never fake a server answer; a screen that needs one starts where the
// answer already arrived, in the app's query client.

/** Puts each answer into the app's query client under its key before the children read. */
export function SeededQueries({
  answers,
  children,
}: {
  answers: ReadonlyArray<readonly [QueryKey, unknown]>;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  useState(() => {
    for (const [queryKey, data] of answers) queryClient.setQueryData(queryKey, data);
  });
  return children;
}
