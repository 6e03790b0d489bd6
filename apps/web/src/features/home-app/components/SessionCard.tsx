import { Badge, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { RemoteSession } from '@portal/contracts';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionAnswer } from '@/features/home-app/api/answer-session';
import { formatDateTime } from '@/shared/lib/dates';
import { FactList } from '@/shared/ui/FactList';
import { clockLeft, minutesLeft, timeLeftMs } from './session-rules';
import { durationInWords, partnerInWords } from './session-words';
import { useNow } from './use-now';

/** The countdown redraws every second (spec 000 §4); HH:MM changes once a minute. */
const TICK_MS = 1_000;

export interface SessionActions {
  /** The call on its way for this session, if any. */
  busy: SessionAnswer | undefined;
  onApprove(): void;
  /** Decline and end ask first; the button is where focus returns when the question is dismissed. */
  onDecline(opener: HTMLElement): void;
  onEnd(opener: HTMLElement): void;
}

interface SessionCardProps {
  session: RemoteSession;
  /** Absent for guests: they see the session, not the buttons. */
  actions?: SessionActions;
  /** The request lapsed or the session's time ran out on screen: the server should be asked. */
  onTimeUp(): void;
}

/**
 * One open session on a device: a partner's request to approve or decline, or an approved
 * session (waiting to start, or the technician working now) with its time left, which the
 * homeowner may end at any time.
 */
export function SessionCard({ session, actions, onTimeUp }: SessionCardProps) {
  const { t } = useTranslation();
  const now = useNow(TICK_MS);
  const msLeft = timeLeftMs(session.expiresAt, now);
  const over = msLeft === 0;

  useEffect(() => {
    if (over) onTimeUp();
  }, [over, onTimeUp]);

  if (over) {
    return (
      <Card withBorder>
        <Text>
          {t(session.status === 'Pending' ? 'homeApp.sessions.lapsed' : 'homeApp.sessions.over')}
        </Text>
      </Card>
    );
  }
  return session.status === 'Pending' ? (
    <RequestCard session={session} actions={actions} />
  ) : (
    <ApprovedCard session={session} actions={actions} msLeft={msLeft} />
  );
}

interface CardProps {
  session: RemoteSession;
  actions: SessionActions | undefined;
}

function RequestCard({ session, actions }: CardProps) {
  const { t } = useTranslation();
  const names = { company: session.companyName, device: session.deviceName };
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h4">
            {t('homeApp.sessions.requestTitle')}
          </Title>
          <Badge variant="light" color="yellow">
            {t('homeApp.sessions.past.open.Pending')}
          </Badge>
        </Group>
        <Text fw={600}>
          {t('homeApp.sessions.asks', {
            partner: partnerInWords(t, session.companyName, session.requestedBy),
            device: session.deviceName,
            duration: durationInWords(t, session.durationMinutes),
          })}
        </Text>
        <Text size="sm">{t('homeApp.sessions.requestHelp')}</Text>
        <Text size="sm">
          {t('homeApp.sessions.lapses', { date: formatDateTime(session.expiresAt) })}
        </Text>
        <CardActions actions={actions}>
          {({ busy, onApprove, onDecline }) => (
            <>
              <Button
                loading={busy === 'approve'}
                disabled={busy === 'decline'}
                aria-label={t('homeApp.sessions.approveNamed', names)}
                onClick={onApprove}
              >
                {t('homeApp.sessions.approve')}
              </Button>
              <Button
                variant="default"
                disabled={busy !== undefined}
                aria-label={t('homeApp.sessions.declineNamed', names)}
                onClick={(event) => onDecline(event.currentTarget)}
              >
                {t('homeApp.sessions.decline')}
              </Button>
            </>
          )}
        </CardActions>
      </Stack>
    </Card>
  );
}

function ApprovedCard({ session, actions, msLeft }: CardProps & { msLeft: number }) {
  const { t } = useTranslation();
  const names = { company: session.companyName, device: session.deviceName };
  const inProgress = session.status === 'InProgress';
  const worker = session.activeUser ?? session.requestedBy;
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('homeApp.sessions.sessionTitle', { company: session.companyName })}
        </Title>
        {inProgress && (
          <Text fw={600}>
            {t('homeApp.sessions.workingNow', {
              partner: partnerInWords(t, session.companyName, worker),
              device: session.deviceName,
            })}
          </Text>
        )}
        <FactList
          facts={[
            {
              label: t('homeApp.sessions.with'),
              value: partnerInWords(t, session.companyName, worker),
            },
            {
              label: t('homeApp.sessions.state'),
              value: t(
                inProgress
                  ? 'homeApp.sessions.states.InProgress'
                  : 'homeApp.sessions.states.Active',
              ),
            },
            {
              label: t('homeApp.sessions.timeLeft'),
              value: <TimeLeft msLeft={msLeft} company={session.companyName} />,
            },
          ]}
        />
        <CardActions actions={actions}>
          {({ busy, onEnd }) => (
            <Button
              color="red"
              loading={busy === 'end'}
              aria-label={t('homeApp.sessions.endNamed', names)}
              onClick={(event) => onEnd(event.currentTarget)}
            >
              {t('homeApp.sessions.end')}
            </Button>
          )}
        </CardActions>
      </Stack>
    </Card>
  );
}

/** The card's buttons for a member or an admin; a guest is told why there are none. */
function CardActions({
  actions,
  children,
}: {
  actions: SessionActions | undefined;
  children: (actions: SessionActions) => ReactNode;
}) {
  const { t } = useTranslation();
  if (actions === undefined) {
    return (
      <Text size="sm" c="dimmed">
        {t('homeApp.sessions.guest')}
      </Text>
    );
  }
  return <Group gap="sm">{children(actions)}</Group>;
}

/**
 * HH:MM for the eye; for a screen reader the minutes in words, in a polite live region whose
 * text changes once a minute, so the countdown is told at most that often.
 */
function TimeLeft({ msLeft, company }: { msLeft: number; company: string }) {
  const { t } = useTranslation();
  const minutes = minutesLeft(msLeft);
  return (
    <>
      <time aria-hidden dateTime={`PT${minutes}M`}>
        {clockLeft(msLeft)}
      </time>
      <VisuallyHidden aria-live="polite" aria-atomic>
        {t('homeApp.sessions.minutesLeft', { count: minutes, company })}
      </VisuallyHidden>
    </>
  );
}
