import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type {
  ConsumerDevice,
  ConsumerDeviceService,
  ConsumerUserRole,
  RemoteSession,
} from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Answer, useAnswerService } from '@/features/home-app/api/answer-service';
import { useAnswerServices } from '@/features/home-app/api/answer-services';
import { toastError, toastSuccess } from '@/shared/lib/toasts';
import { ConfirmModal } from '@/shared/ui/ConfirmModal';
import { DeviceSection } from './DeviceSection';
import { refusalKey } from './refusals';
import { waitingRequests } from './service-rules';
import { openSessionsOn } from './session-rules';

interface HomeDevicesProps {
  consumerAccountId: string;
  /** The homeowner's role in the household: guests may look, not answer. */
  role: ConsumerUserRole;
  devices: readonly ConsumerDevice[];
  /** The household's open remote sessions; undefined until they have loaded. */
  sessions?: readonly RemoteSession[] | undefined;
}

/**
 * A home's devices with the partners' requests on them, answered one by one, or all those
 * shown at once (after a confirmation, as one all-or-nothing call), and the remote sessions
 * partners asked for or run on each.
 */
export function HomeDevices({ consumerAccountId, role, devices, sessions }: HomeDevicesProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<Answer | null>(null);
  const single = useAnswerService(consumerAccountId);
  const batch = useAnswerServices(consumerAccountId);
  const canAnswer = role !== 'GUEST';
  const waiting = waitingRequests(devices);

  const answerOne = async (service: ConsumerDeviceService, answer: Answer) => {
    try {
      await single.mutateAsync({ service, answer });
    } catch (error) {
      toastError(t(refusalKey('answerRequest', error)));
      return;
    }
    const names = {
      service: t(`serviceType.${service.serviceType}`),
      partner: service.partner.name,
    };
    toastSuccess(
      t(answer === 'accept' ? 'homeApp.requests.accepted' : 'homeApp.requests.declined', names),
    );
  };

  const answerAll = async (answer: Answer) => {
    try {
      await batch.mutateAsync({ partnerDeviceServiceIds: waiting.map(({ id }) => id), answer });
    } catch (error) {
      toastError(t(refusalKey('answerRequest', error)));
      setConfirming(null);
      return;
    }
    toastSuccess(
      t(answer === 'accept' ? 'homeApp.requests.allAccepted' : 'homeApp.requests.allDeclined'),
    );
    setConfirming(null);
  };

  if (devices.length === 0) return <Text role="status">{t('homeApp.home.noDevices')}</Text>;

  return (
    <Stack gap="xl">
      {waiting.length > 0 &&
        (canAnswer ? (
          <Group gap="sm">
            <Text fw={600}>{t('homeApp.requests.waiting', { count: waiting.length })}</Text>
            <Button onClick={() => setConfirming('accept')}>
              {t('homeApp.requests.acceptAll')}
            </Button>
            <Button variant="default" onClick={() => setConfirming('reject')}>
              {t('homeApp.requests.declineAll')}
            </Button>
          </Group>
        ) : (
          <Alert variant="light" role="status">
            {t('homeApp.requests.guest')}
          </Alert>
        ))}
      {devices.map((device) => (
        <DeviceSection
          key={device.id}
          consumerAccountId={consumerAccountId}
          device={device}
          sessions={sessions && openSessionsOn(sessions, device.id)}
          canActOnSessions={canAnswer}
          {...(canAnswer && {
            answering: {
              busy: single.isPending
                ? { serviceId: single.variables.service.id, answer: single.variables.answer }
                : undefined,
              onAnswer: (service, answer) => void answerOne(service, answer),
            },
          })}
        />
      ))}
      <ConfirmModal
        opened={confirming !== null}
        title={t(
          confirming === 'reject'
            ? 'homeApp.requests.declineAllTitle'
            : 'homeApp.requests.acceptAllTitle',
        )}
        body={t(
          confirming === 'reject'
            ? 'homeApp.requests.declineAllBody'
            : 'homeApp.requests.acceptAllBody',
        )}
        confirmLabel={t(
          confirming === 'reject'
            ? 'homeApp.requests.declineAllConfirm'
            : 'homeApp.requests.acceptAllConfirm',
        )}
        submitting={batch.isPending}
        onConfirm={() => confirming !== null && void answerAll(confirming)}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}
