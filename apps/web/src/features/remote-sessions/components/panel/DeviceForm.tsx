import { Button, Group, Stack } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import type { FormEventHandler, ReactNode } from 'react';
import { ProblemAlert } from './ProblemAlert';
import { Sending } from './Sending';

interface DeviceFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Why the last sending failed, or nothing. */
  problem: ParseKeys<'common'> | undefined;
  submitLabel: string;
  /** The change is on its way to the device. */
  pending: boolean;
  children: ReactNode;
}

/**
 * A form whose change goes to the device: why the last one failed above the fields, the submit
 * button below them, and, while the device has not answered, a polite word that it is on its way.
 * The caller checks the fields and marks those in error itself, so the browser's checks are off.
 */
export function DeviceForm({ onSubmit, problem, submitLabel, pending, children }: DeviceFormProps) {
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="sm">
        <ProblemAlert problem={problem} />
        {children}
        <Group>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
          <Sending pending={pending} />
        </Group>
      </Stack>
    </form>
  );
}
