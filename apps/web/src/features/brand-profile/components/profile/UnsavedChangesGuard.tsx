import { type RefObject, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmModal } from '@/shared/ui/ConfirmModal';

interface UnsavedChangesGuardProps {
  dirty: boolean;
  /** Set just before the form itself navigates away after saving: that leave is not asked about. */
  leavingOnPurpose: RefObject<boolean>;
}

/**
 * Leaving the brand profile with unsaved edits asks first: a modal for a move inside the portal
 * (Cancel stays), the browser's own question for closing or reloading the tab.
 */
export function UnsavedChangesGuard({ dirty, leavingOnPurpose }: UnsavedChangesGuardProps) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leavingOnPurpose.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  return (
    <ConfirmModal
      opened={blocker.state === 'blocked'}
      title={t('brandProfile.leave.title')}
      body={t('brandProfile.leave.body')}
      confirmLabel={t('brandProfile.leave.discard')}
      submitting={false}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}
