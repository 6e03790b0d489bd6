import { type CSSVariablesResolver, darken, getPrimaryShade, luminance } from '@mantine/core';

/**
 * WCAG 2.2 AA asks 4.5:1 for text (1.4.3); a little above it, so that no rounding in a browser
 * or a checker tips a colour under.
 */
const TEXT_CONTRAST = 4.6;

function contrast(a: string, b: string): number {
  const [lighter = 0, darker = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}

/** `color`, darkened only as much as it takes to read on every one of `backgrounds`. */
function readableOn(color: string, backgrounds: readonly string[]): string {
  let shade = color;
  for (let amount = 0.05; backgrounds.some((bg) => contrast(shade, bg) < TEXT_CONTRAST); ) {
    shade = darken(color, amount);
    amount += 0.05;
  }
  return shade;
}

/**
 * Mantine's light scheme writes hints, errors, placeholders and the text of light badges in
 * shades that read at about 3:1 (grey hints 3.3:1, a yellow badge 2.7:1, white on a green button
 * 3.4:1). Every colour keeps its hue and is darkened just enough to reach AA where it is used:
 * a filled colour under white text, a light colour's text on its own tint, and the dimmed grey
 * on the page and the tints the portal lays under text (striped and hovered rows, the
 * highlighted device, a primary-coloured notice).
 */
export const readableColors: CSSVariablesResolver = (theme) => {
  const { white, colors } = theme;
  const primary = colors[theme.primaryColor] ?? colors.blue;
  const light: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colors)) {
    const solid = readableOn(shades[getPrimaryShade(theme, 'light')], [white]);
    light[`--mantine-color-${name}-filled`] = solid;
    light[`--mantine-color-${name}-filled-hover`] = darken(solid, 0.1);
    light[`--mantine-color-${name}-outline`] = solid;
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9], [
      white,
      shades[1],
      shades[2],
    ]);
  }
  const dimmed = readableOn(colors.gray[6], [
    white,
    colors.gray[1],
    colors.yellow[1],
    colors.blue[1],
  ]);
  return {
    variables: {},
    light: {
      ...light,
      '--mantine-color-dimmed': dimmed,
      '--mantine-color-placeholder': dimmed,
      '--mantine-color-error': readableOn(colors.red[6], [white, colors.gray[0]]),
      '--mantine-color-anchor': readableOn(primary[getPrimaryShade(theme, 'light')], [
        white,
        primary[1],
      ]),
    },
    dark: {},
  };
};
