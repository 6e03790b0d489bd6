import { type RefObject, useEffect } from 'react';

/** Focuses the page's heading, which only a script may focus (it is not in the tab order). */
export function focusHeading(page: HTMLElement | null): void {
  const heading = page?.querySelector<HTMLElement>('h1');
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus();
}

/**
 * A page that replaces another in place (pending, failed, the wizard after waiting) takes the
 * focus the vanished buttons held to its heading, so keyboard and screen-reader users know what
 * changed. Focus someone placed elsewhere stays there.
 */
export function useFocusHeadingOnShow(page: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    focusHeading(page.current);
  }, [page]);
}
