import {
  type BadgeFactory,
  createTheme,
  type DrawerFactory,
  type ExtendComponent,
  type MantineThemeOverride,
  type MenuFactory,
  type ModalFactory,
  mergeThemeOverrides,
  type NotificationFactory,
} from '@mantine/core';
import type { TFunction } from 'i18next';
import { NARROW_LAYOUT_BREAKPOINT } from '@/shared/config/constants';

// The machine may be offline and the portal loads no web fonts: the system font stack only.
const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const theme = createTheme({
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts },
  primaryColor: 'blue',
  // Whoever asks the system for less motion (WCAG 2.3.3) gets dialogs, menus and drawers that
  // appear at once instead of fading and sliding.
  respectReducedMotion: true,
  // Shade 8 keeps white-on-primary and primary-on-white text above the WCAG AA 4.5:1 ratio.
  primaryShade: 8,
  focusRing: 'auto',
  defaultRadius: 'sm',
  // Where grids of the content go from one column to several (`span={{ base: 12, md: 6 }}`): the
  // narrow layout of spec 000 §9. Mantine wants em, which in a media query is the same size as rem.
  breakpoints: { md: NARROW_LAYOUT_BREAKPOINT.replace(/rem$/, 'em') },
  // Each entry is what Badge.extend or Menu.extend would take, written as such: importing the
  // components here would put their code (a menu brings popovers) into every page's first load.
  components: {
    // A badge must read whole in every language ("REMOTE ACCESS: PENDING", not "EMOTE ACCESS:
    // PENDIN"). Mantine clips the label to one line of a fixed height; where a cell or a row has
    // less room than the words need, the badge grows a line instead.
    Badge: {
      styles: {
        root: { height: 'auto', minHeight: 'var(--badge-height)', overflow: 'visible' },
        label: { overflow: 'visible', whiteSpace: 'normal' },
      },
    } satisfies ExtendComponent<BadgeFactory>,
    // Mantine's menus open with focus on an invisible placeholder and reach their items by the
    // arrow keys only. Focus goes to the first item instead, and Tab walks the items as the
    // arrows do, looping inside the open menu; Escape closes it and returns to its button.
    Menu: {
      defaultProps: {
        withInitialFocusPlaceholder: false,
        menuItemTabIndex: 0,
        trapFocus: true,
        loop: true,
      },
      // A coloured item ("Unregister" in red) is written in shade 6 of its colour, at 3.3:1 on
      // white: inside a menu, shade 6 is the colour's readable text shade (readable-colors.ts).
      styles: (theme) => ({
        dropdown: Object.fromEntries(
          Object.keys(theme.colors).map((name) => [
            `--mantine-color-${name}-6`,
            `var(--mantine-color-${name}-light-color)`,
          ]),
        ),
      }),
    } satisfies ExtendComponent<MenuFactory>,
  },
});

/**
 * The theme in the reader's language: Mantine draws the close button of every dialog, drawer and
 * toast as an icon alone, which a screen reader announces as a button without a name.
 */
export function themeIn(t: TFunction): MantineThemeOverride {
  const closeButtonProps = { 'aria-label': t('a11y.close') };
  return mergeThemeOverrides(
    theme,
    createTheme({
      components: {
        Modal: { defaultProps: { closeButtonProps } } satisfies ExtendComponent<ModalFactory>,
        Drawer: { defaultProps: { closeButtonProps } } satisfies ExtendComponent<DrawerFactory>,
        Notification: {
          defaultProps: { closeButtonProps },
        } satisfies ExtendComponent<NotificationFactory>,
      },
    }),
  );
}
