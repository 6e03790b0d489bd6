import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useRef,
} from 'react';

/**
 * Spec 000 §9: a held stepper button repeats first after 500 ms, then every 250 ms, and every
 * 150 ms once it has repeated 5 times at that pace. `repeatsSoFar` counts the repeats already made.
 */
export function repeatDelay(repeatsSoFar: number): number {
  if (repeatsSoFar === 0) return 500;
  return repeatsSoFar <= 5 ? 250 : 150;
}

/**
 * Calls `step` at the pace of repeatDelay until the returned stop is called, or until `step`
 * answers false (the value reached its bound).
 */
export function startRepeating(step: () => boolean): () => void {
  let repeats = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      repeats += 1;
      if (step()) schedule();
    }, repeatDelay(repeats));
  };
  schedule();
  return () => clearTimeout(timer);
}

const isActivationKey = (key: string) => key === 'Enter' || key === ' ';

/**
 * The handlers of a button that steps once when pressed and keeps stepping while held. A pointer
 * steps on press and repeats until released (anywhere: the button may disable at its bound under
 * the pointer). A key steps on each keydown, so holding Enter or Space repeats at the system's key
 * repeat. A click with no pointer (a screen reader's) steps once; a pointer's click has already.
 * `step` answers whether another step is possible.
 */
export function useHoldToRepeat(step: () => boolean, disabled: boolean) {
  const stepRef = useRef(step);
  useEffect(() => {
    stepRef.current = step;
  });
  const stopRef = useRef<(() => void) | null>(null);
  const stop = useCallback(() => {
    stopRef.current?.();
    stopRef.current = null;
    window.removeEventListener('pointerup', stop);
    window.removeEventListener('pointercancel', stop);
  }, []);
  useEffect(() => stop, [stop]);
  useEffect(() => {
    if (disabled) stop();
  }, [disabled, stop]);

  return {
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      if (event.button !== 0 || disabled) return;
      stop();
      window.addEventListener('pointerup', stop);
      window.addEventListener('pointercancel', stop);
      if (stepRef.current()) stopRef.current = startRepeating(() => stepRef.current());
    },
    onPointerLeave: stop,
    onBlur: stop,
    // A long press on a touch screen would otherwise open the context menu.
    onContextMenu: (event: MouseEvent<HTMLButtonElement>) => event.preventDefault(),
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (!isActivationKey(event.key)) return;
      event.preventDefault();
      stepRef.current();
    },
    // Space would click on release, a step more than the keydowns made.
    onKeyUp: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key === ' ') event.preventDefault();
    },
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      if (event.detail === 0) stepRef.current();
    },
  };
}
