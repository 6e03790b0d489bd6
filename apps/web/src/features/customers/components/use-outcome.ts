import { useTranslation } from 'react-i18next';
import { type ConflictAction, conflictMessageKey } from '@/shared/lib/conflict-messages';
import { toastError, toastSuccess } from '@/shared/lib/toasts';

/**
 * Runs a call and says how it went in a toast: `done` on success (then `onDone`, e.g. closing
 * the dialog that asked), else why it was refused, in the words of `action` when given.
 */
export function useOutcome(onDone: () => void) {
  const { t } = useTranslation();
  return async (call: () => Promise<unknown>, done: string, action?: ConflictAction) => {
    try {
      await call();
    } catch (failure) {
      toastError(t(action ? conflictMessageKey(action, failure) : 'common.toast.error'));
      return;
    }
    toastSuccess(done);
    onDone();
  };
}
