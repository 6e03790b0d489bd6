import { Stack, VisuallyHidden } from '@mantine/core';
import type { RemoteSession } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SessionAnswer, useAnswerSession } from '@/features/home-app/api/answer-session';
import { householdSessionsKey } from '@/features/home-app/api/query-keys';
import { toastError, toastSuccess } from '@/shared/lib/toasts';
import { ConfirmModal } from '@/shared/ui/ConfirmModal';
import { refusalKey } from './refusals';
import { SessionCard } from './SessionCard';
import { durationInWords, partnerInWords } from './session-words';
import { useFocusRescue } from './use-focus-rescue';

interface DeviceSessionsProps {
  consumerAccountId: string;
  /** The device's open sessions; undefined until the household's sessions have loaded. */
  sessions: readonly RemoteSession[] | undefined;
  /** Members and admins answer and end sessions; guests only see them. */
  canAct: boolean;
  /** Where focus goes when the control that had it is gone: the device's heading. */
  onFocusLost(): void;
}

/** The question asked before declining a request or ending a session. */
type Question = { session: RemoteSession; answer: 'decline' | 'end' };

/**
 * The open remote sessions on one device, as cards: a request to approve or decline (after a
 * question), an approved session to end (after a question). Each outcome is told in a toast;
 * a refusal (the session ended or was approved meanwhile) says why, and the list refetches.
 * A request that arrives while the page is open is announced.
 */
export function DeviceSessions({
  consumerAccountId,
  sessions,
  canAct,
  onFocusLost,
}: DeviceSessionsProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const answer = useAnswerSession(consumerAccountId);
  const [question, setQuestion] = useState<Question | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const focusAfterQuestion = useRef<'opener' | 'heading' | null>(null);
  const onFocus = useFocusRescue(onFocusLost);
  const arrival = useArrivalAnnouncement(sessions);

  // The question's dialog does not return focus itself: its opener may be gone by then.
  useEffect(() => {
    if (question !== null || focusAfterQuestion.current === null) return;
    const target = focusAfterQuestion.current === 'opener' ? opener.current : null;
    focusAfterQuestion.current = null;
    if (target?.isConnected) target.focus();
    else onFocusLost();
  }, [question, onFocusLost]);

  const onTimeUp = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: householdSessionsKey(consumerAccountId) }),
    [queryClient, consumerAccountId],
  );

  const act = async (session: RemoteSession, what: SessionAnswer) => {
    try {
      await answer.mutateAsync({ session, answer: what });
    } catch (error) {
      toastError(t(refusalKey('answerSession', error)));
      return;
    }
    const names = { company: session.companyName, device: session.deviceName };
    if (what === 'approve') {
      toastSuccess(
        t('homeApp.sessions.approved', {
          ...names,
          duration: durationInWords(t, session.durationMinutes),
        }),
      );
    } else if (what === 'decline') {
      toastSuccess(t('homeApp.sessions.declined', names));
    } else {
      toastSuccess(t('homeApp.sessions.ended', names));
    }
  };

  const ask = (session: RemoteSession, what: Question['answer'], from: HTMLElement) => {
    opener.current = from;
    setQuestion({ session, answer: what });
  };
  const dismiss = () => {
    focusAfterQuestion.current = 'opener';
    setQuestion(null);
  };
  const confirm = async () => {
    if (question === null) return;
    await act(question.session, question.answer);
    focusAfterQuestion.current = 'heading';
    setQuestion(null);
  };

  const names = question
    ? { company: question.session.companyName, device: question.session.deviceName }
    : { company: '', device: '' };
  const ending = question?.answer === 'end';

  const busyOn = (session: RemoteSession) =>
    answer.isPending &&
    answer.variables.session.partnerDeviceSessionId === session.partnerDeviceSessionId
      ? answer.variables.answer
      : undefined;

  return (
    <Stack gap="sm" onFocus={onFocus}>
      <VisuallyHidden role="status">{arrival}</VisuallyHidden>
      {sessions?.map((session) => (
        <SessionCard
          key={session.partnerDeviceSessionId}
          session={session}
          onTimeUp={onTimeUp}
          {...(canAct && {
            actions: {
              busy: busyOn(session),
              onApprove: () => void act(session, 'approve'),
              onDecline: (from) => ask(session, 'decline', from),
              onEnd: (from) => ask(session, 'end', from),
            },
          })}
        />
      ))}
      <ConfirmModal
        opened={question !== null}
        title={t(ending ? 'homeApp.sessions.endTitle' : 'homeApp.sessions.declineTitle', names)}
        body={t(ending ? 'homeApp.sessions.endBody' : 'homeApp.sessions.declineBody', names)}
        confirmLabel={t(ending ? 'homeApp.sessions.endConfirm' : 'homeApp.sessions.declineConfirm')}
        submitting={answer.isPending}
        // The effect above places focus: the opener may be gone by then.
        returnFocus={false}
        onConfirm={() => void confirm()}
        // While the call is on its way the question stays: its answer closes it.
        onClose={answer.isPending ? () => {} : dismiss}
      />
    </Stack>
  );
}

/**
 * The words a screen reader hears when a partner's request arrives while the page is open
 * (over the realtime hub). The requests there when the sessions first load are not news.
 */
function useArrivalAnnouncement(sessions: readonly RemoteSession[] | undefined): string {
  const { t } = useTranslation();
  const known = useRef<Set<string> | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (sessions === undefined) return;
    const seen = known.current;
    known.current = new Set(sessions.map(({ partnerDeviceSessionId }) => partnerDeviceSessionId));
    if (seen === null) return;
    const arrived = sessions.find(
      (session) => session.status === 'Pending' && !seen.has(session.partnerDeviceSessionId),
    );
    if (arrived) {
      setAnnouncement(
        t('homeApp.sessions.requestArrived', {
          partner: partnerInWords(t, arrived.companyName, arrived.requestedBy),
          device: arrived.deviceName,
        }),
      );
    }
  }, [sessions, t]);
  return announcement;
}
