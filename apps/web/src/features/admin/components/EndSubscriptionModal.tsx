import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Enrollment } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type EnrollmentEnding, useEndEnrollment } from '@/features/admin/api/change-enrollment';
import { refusalMessage } from '@/features/admin/components/refusal';
import { toastSuccess } from '@/shared/lib/toasts';

/** The enrollment to end, and how. */
export interface EndingChoice {
  enrollment: Enrollment;
  ending: EnrollmentEnding;
}

interface EndSubscriptionModalProps {
  choice: EndingChoice;
  onClose(): void;
}

/**
 * Asks before ending an ACTIVE subscription, and says which ending fits: Cancel when the company
 * ended it (CANCELLED), Deactivate when the provider did, unpaid or its term over (EXPIRED).
 * Rendered while open.
 */
export function EndSubscriptionModal({ choice, onClose }: EndSubscriptionModalProps) {
  const { t } = useTranslation();
  const end = useEndEnrollment();
  const [problem, setProblem] = useState<string | null>(null);
  const { enrollment, ending } = choice;
  const names = { program: enrollment.programName, company: enrollment.companyName };

  const confirm = async () => {
    setProblem(null);
    try {
      await end.mutateAsync({
        companyId: enrollment.partnerAccountId,
        offering: enrollment.offering,
        ending,
      });
      toastSuccess(t(`admin.endSubscription.${ending}.done`, names));
      onClose();
    } catch (failure) {
      setProblem(refusalMessage(t, failure, t('admin.endSubscription.refused')));
    }
  };

  return (
    <Modal opened onClose={onClose} title={t(`admin.endSubscription.${ending}.title`, names)}>
      <Stack gap="md">
        {problem !== null && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <Text>{t(`admin.endSubscription.${ending}.body`)}</Text>
        <Text size="sm" c="dimmed">
          {t(`admin.endSubscription.${ending}.other`)}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={end.isPending} data-autofocus>
            {t('admin.endSubscription.keep')}
          </Button>
          <Button color="red" loading={end.isPending} onClick={() => void confirm()}>
            {t(`admin.endSubscription.${ending}.confirm`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
