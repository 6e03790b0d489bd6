import { VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

const PAGE_HEADING = 'main h1';

/**
 * Calls back with the page's heading once it is on the page: a screen may show a loader before
 * its heading. Answers the function that stops waiting.
 */
function whenHeadingShows(onShow: (heading: HTMLElement) => void): () => void {
  const heading = document.querySelector<HTMLElement>(PAGE_HEADING);
  if (heading) {
    onShow(heading);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const shown = document.querySelector<HTMLElement>(PAGE_HEADING);
    if (shown) {
      observer.disconnect();
      onShow(shown);
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * After each move to another screen (not the first screen), focus on the new screen's heading
 * and its name in a polite live region, so keyboard and screen-reader users start reading there
 * instead of at the link they followed or at the top of the page. Moves within a screen (a
 * search, a page of a list) change only the query and keep focus where it is.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const focusedAtMove = document.activeElement;
    return whenHeadingShows((heading) => {
      // Someone who moved focus while the screen loaded keeps their place.
      const active = document.activeElement;
      if (active === focusedAtMove || active === document.body || active === null) {
        heading.tabIndex = -1;
        heading.focus();
      }
      setAnnouncement(heading.textContent ?? '');
    });
  }, [pathname]);

  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </VisuallyHidden>
  );
}
