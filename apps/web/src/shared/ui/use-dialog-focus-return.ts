import { useEffect } from 'react';

const DIALOG = '[role="dialog"]';

/**
 * Where focus goes back to when a dialog closes: the control that opened it, or, when that was
 * an item of a menu, the menu's button (the item leaves with its menu). A Mantine menu names its
 * button by id in the list's aria-labelledby.
 */
function returnTargetFor(opener: HTMLElement): HTMLElement {
  const menu = opener.closest('[role="menu"]');
  const menuButtonId = menu?.getAttribute('aria-labelledby');
  const menuButton = menuButtonId ? document.getElementById(menuButtonId) : null;
  return menuButton ?? opener;
}

/**
 * Gives focus back to the opener of every dialog (modal, drawer, a popover with role dialog) when
 * the dialog closes and focus would otherwise fall to the page's body. Mantine returns focus only
 * for a dialog that stays mounted while closed and whose opener is still on the page; most of our
 * dialogs are rendered only while open, and some open from a menu item that is gone by then.
 * Mounted once, by the app's layout.
 */
export function useDialogFocusReturn() {
  useEffect(() => {
    // Each open dialog and where focus returns when it goes.
    const openDialogs = new Map<Element, HTMLElement>();

    // Focus entering a dialog from outside it comes from its opener; a nested dialog's return
    // into its parent does not replace the parent's opener.
    const rememberOpener = (event: FocusEvent) => {
      const dialog = event.target instanceof Element ? event.target.closest(DIALOG) : null;
      const from = event.relatedTarget;
      if (!dialog || openDialogs.has(dialog) || !(from instanceof HTMLElement)) return;
      if (dialog.contains(from)) return;
      openDialogs.set(dialog, returnTargetFor(from));
    };

    const returnFocusOfClosedDialogs = () => {
      for (const [dialog, returnTarget] of openDialogs) {
        if (dialog.isConnected) continue;
        openDialogs.delete(dialog);
        const focusLost =
          document.activeElement === null || document.activeElement === document.body;
        if (focusLost && returnTarget.isConnected) returnTarget.focus();
      }
    };

    const observer = new MutationObserver(() => {
      if (openDialogs.size > 0) returnFocusOfClosedDialogs();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('focusin', rememberOpener);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', rememberOpener);
    };
  }, []);
}
