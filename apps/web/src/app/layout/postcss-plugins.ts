import postcssPresetMantine from 'postcss-preset-mantine';
import postcssSimpleVars from 'postcss-simple-vars';
// A relative path: vite.config.ts loads this module before the '@' alias exists.
import { MOBILE_BREAKPOINT, NARROW_LAYOUT_BREAKPOINT } from '../../shared/config/constants.ts';

/**
 * The PostCSS plugins of the portal's CSS modules, for vite.config.ts. The modules name the
 * breakpoints of spec 000 §9 as variables (`@mixin smaller-than $mobile-breakpoint`): the mobile
 * one, where the header folds into its menu, and the narrow layout, where the left navigation
 * gives way to that menu.
 */
export function postcssPlugins() {
  return [
    postcssPresetMantine(),
    postcssSimpleVars({
      variables: {
        'mobile-breakpoint': MOBILE_BREAKPOINT,
        'narrow-layout-breakpoint': NARROW_LAYOUT_BREAKPOINT,
      },
    }),
  ];
}
