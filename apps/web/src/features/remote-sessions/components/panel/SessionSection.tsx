import { Button, Group, Select, Stack, Text } from '@mantine/core';
import {
  DEFAULT_SESSION_MINUTES,
  type Device,
  type RemoteSession,
  SESSION_DURATIONS_MINUTES,
} from '@portal/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestSession } from '@/features/remote-sessions/api/request-session';
import { type SessionMove, useSessionMove } from '@/features/remote-sessions/api/session-moves';
import { dateAndTime, formatRemaining, remainingMs } from '@/features/remote-sessions/banner-rules';
import { type SessionProblemKey, sessionProblemKey } from '@/features/remote-sessions/problems';
import { personName } from '@/shared/lib/person-name';
import { toastError, toastSuccess } from '@/shared/lib/toasts';
import { ConfirmModal } from '@/shared/ui/ConfirmModal';
import { InlineLoader } from '@/shared/ui/InlineLoader';
import { LoadError } from '@/shared/ui/LoadError';
import { ProblemAlert } from './ProblemAlert';
import type { DeviceSession } from './use-device-session';

interface SessionSectionProps {
  partnerAccountId: string;
  device: Device;
  customerName: string;
  mayStart: boolean;
  session: DeviceSession;
}

/** Whether the homeowner allowed the company remote access to the device. */
export function hasRemoteAccess(device: Device): boolean {
  return device.services.some(
    (service) => service.serviceType === 'RemoteAccess' && service.consentStatus === 'ACCEPTED',
  );
}

/** The device's session: where it stands, and the technician's moves in it. */
export function SessionSection({
  partnerAccountId,
  device,
  customerName,
  mayStart,
  session,
}: SessionSectionProps) {
  const { t } = useTranslation();
  const { query, open } = session;
  if (query.isPending) return <InlineLoader />;
  if (query.data === undefined) return <LoadError onRetry={() => void query.refetch()} />;
  return (
    <Stack gap="sm">
      {open ? (
        <OpenSession
          partnerAccountId={partnerAccountId}
          open={open}
          customerName={customerName}
          mayStart={mayStart}
          session={session}
        />
      ) : (
        <>
          <Text role="status">{t('remoteSessions.panel.noSession')}</Text>
          {mayStart &&
            (hasRemoteAccess(device) ? (
              <RequestSessionForm partnerAccountId={partnerAccountId} deviceId={device.id} />
            ) : (
              <Text size="sm">{t('remoteSessions.problems.serviceNotConfigured')}</Text>
            ))}
        </>
      )}
    </Stack>
  );
}

function RequestSessionForm({
  partnerAccountId,
  deviceId,
}: {
  partnerAccountId: string;
  deviceId: string;
}) {
  const { t } = useTranslation();
  const request = useRequestSession(partnerAccountId, deviceId);
  const [minutes, setMinutes] = useState<string>(String(DEFAULT_SESSION_MINUTES));
  const [problem, setProblem] = useState<SessionProblemKey>();
  const problemId = useId();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    const durationMinutes = SESSION_DURATIONS_MINUTES.find((value) => String(value) === minutes);
    if (durationMinutes === undefined) return;
    try {
      await request.mutateAsync({ durationMinutes });
    } catch (failure) {
      setProblem(sessionProblemKey(failure));
      return;
    }
    toastSuccess(t('remoteSessions.panel.requested'));
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <ProblemAlert problem={problem} id={problemId} />
        <Group align="flex-end" gap="sm">
          <Select
            label={t('remoteSessions.panel.duration')}
            data={SESSION_DURATIONS_MINUTES.map((value) => ({
              value: String(value),
              label: t('remoteSessions.panel.minutes', { count: value }),
            }))}
            value={minutes}
            onChange={(value) => value !== null && setMinutes(value)}
            allowDeselect={false}
            w={180}
          />
          <Button
            type="submit"
            loading={request.isPending}
            aria-describedby={problem !== undefined ? problemId : undefined}
          >
            {t('remoteSessions.panel.request')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface OpenSessionProps {
  partnerAccountId: string;
  open: RemoteSession;
  customerName: string;
  mayStart: boolean;
  session: DeviceSession;
}

function OpenSession({
  partnerAccountId,
  open,
  customerName,
  mayStart,
  session,
}: OpenSessionProps) {
  const { t, i18n } = useTranslation();
  // An ended session leaves the banner when the sessions are refetched: the user is on the
  // session's device page (spec 000 §4).
  const move = useSessionMove(partnerAccountId, {
    applyAnswer: (answered) => answered.status !== null,
  });
  const [confirming, setConfirming] = useState<SessionMove | null>(null);
  const [problem, setProblem] = useState<SessionProblemKey>();
  const requested = dateAndTime(open.requestedAt, i18n.language);
  const ends = dateAndTime(open.expiresAt, i18n.language);
  const mine = open.activeUser?.id === session.viewerId;

  const run = async (chosen: SessionMove) => {
    setProblem(undefined);
    try {
      await move.mutateAsync({
        move: chosen,
        deviceId: open.deviceId,
        partnerDeviceSessionId: open.partnerDeviceSessionId,
      });
    } catch (failure) {
      setConfirming(null);
      setProblem(sessionProblemKey(failure));
      toastError(t('common.toast.error'));
      return;
    }
    setConfirming(null);
    if (chosen === 'close') toastSuccess(t('remoteSessions.toast.cancelled'));
  };

  let state: string;
  if (open.status === 'Pending') {
    state = t('remoteSessions.panel.state.pending', { customer: customerName, ...ends });
  } else if (open.status === 'Active') {
    state = t('remoteSessions.panel.state.approved', { ...ends });
  } else if (mine) {
    state = t('remoteSessions.panel.state.working');
  } else {
    state = t('remoteSessions.panel.state.colleague', {
      name: open.activeUser ? personName(open.activeUser) : '',
    });
  }
  // Read out by the banner's live region, by the minute; here a timer, which is not read out.
  const timeLeft =
    open.status === 'InProgress'
      ? t('remoteSessions.banner.timeLeft', {
          time: formatRemaining(remainingMs(open, session.now)),
        })
      : undefined;

  const moves: SessionMove[] = [];
  if (mayStart) {
    if (open.status === 'Active') moves.push('enter', 'close');
    if (open.status === 'Pending') moves.push('close');
    if (open.status === 'InProgress' && mine) moves.push('leave', 'close');
  }
  // Closing cancels a session not begun yet, and ends one in progress.
  const closing = { Pending: 'cancelRequest', Active: 'cancelSession', InProgress: 'end' } as const;
  const closeKind = open.status === null ? 'end' : closing[open.status];
  const label = (chosen: SessionMove) => {
    if (chosen === 'enter') return t('remoteSessions.banner.begin');
    if (chosen === 'leave') return t('remoteSessions.panel.leave');
    return t(`remoteSessions.banner.${closeKind}`);
  };
  const confirmTexts = (chosen: SessionMove) => {
    const names = { customer: customerName, device: open.deviceName };
    if (chosen === 'enter') {
      return {
        title: t('remoteSessions.confirm.beginTitle'),
        body: t('remoteSessions.confirm.beginBody', names),
      };
    }
    if (chosen === 'leave') {
      return {
        title: t('remoteSessions.confirm.leaveTitle'),
        body: t('remoteSessions.confirm.leaveBody'),
      };
    }
    return {
      title: t(`remoteSessions.confirm.${closeKind}Title`),
      body: t(`remoteSessions.confirm.${closeKind}Body`, names),
    };
  };

  const texts = confirming && confirmTexts(confirming);
  return (
    <Stack gap="xs">
      <Text role="status">{state}</Text>
      {timeLeft !== undefined && <Text role="timer">{timeLeft}</Text>}
      <Text size="sm" c="dimmed">
        {t('remoteSessions.banner.requestedByNoRole', {
          name: personName(open.requestedBy),
          ...requested,
        })}
      </Text>
      <ProblemAlert problem={problem} />
      {moves.length > 0 && (
        <Group gap="sm">
          {moves.map((chosen) => (
            <Button
              key={chosen}
              variant={chosen === 'enter' ? 'filled' : 'default'}
              color={chosen === 'close' ? 'red' : undefined}
              loading={move.isPending && move.variables?.move === chosen}
              onClick={() => setConfirming(chosen)}
            >
              {label(chosen)}
            </Button>
          ))}
        </Group>
      )}
      <ConfirmModal
        opened={texts !== null}
        title={texts?.title ?? ''}
        body={texts?.body ?? ''}
        confirmLabel={confirming ? label(confirming) : ''}
        dismissLabel={t('remoteSessions.confirm.back')}
        tone={confirming === 'close' ? 'danger' : 'primary'}
        submitting={move.isPending}
        onConfirm={() => confirming && void run(confirming)}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}
