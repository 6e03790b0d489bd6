import { Badge, createTheme, Menu } from '@mantine/core';

// The machine may be offline and the portal loads no web fonts: the system font stack only.
const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const theme = createTheme({
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts },
  primaryColor: 'blue',
  // Shade 8 keeps white-on-primary and primary-on-white text above the WCAG AA 4.5:1 ratio.
  primaryShade: 8,
  focusRing: 'auto',
  defaultRadius: 'sm',
  components: {
    // A status badge in a table cell must read whole ("REMOVED", not "REMOV…"). Mantine clips
    // the label (overflow hidden), which lets a flex item shrink to nothing, so the table gave
    // the column less room than the word needs; a visible label keeps its full width.
    Badge: Badge.extend({ styles: { label: { overflow: 'visible' } } }),
    // Mantine's menus open with focus on an invisible placeholder and reach their items by the
    // arrow keys only. Focus goes to the first item instead, and Tab walks the items as the
    // arrows do, looping inside the open menu; Escape closes it and returns to its button.
    Menu: Menu.extend({
      defaultProps: {
        withInitialFocusPlaceholder: false,
        menuItemTabIndex: 0,
        trapFocus: true,
        loop: true,
      },
    }),
  },
});
