import { type FocusEvent, useLayoutEffect, useRef } from 'react';

/**
 * Keeps keyboard focus on the page when the control that had it disappears: a session card's
 * buttons go when the session is approved, declined, ended or changed by the technician. Answers
 * the handler to put on the area's element as onFocus (React's focus events bubble, from its
 * dialogs too); when what last had focus inside is gone and focus fell to the page's body,
 * `onFocusLost` gives it a place (the device's heading).
 */
export function useFocusRescue(onFocusLost: () => void) {
  const lastFocused = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    const last = lastFocused.current;
    if (last === null || last.isConnected) return;
    lastFocused.current = null;
    if (document.activeElement === null || document.activeElement === document.body) onFocusLost();
  });

  return (event: FocusEvent<HTMLElement>) => {
    lastFocused.current = event.target;
  };
}
