/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss, { type Root } from 'postcss';
import { describe, expect, it } from 'vitest';
import { MOBILE_BREAKPOINT, NARROW_LAYOUT_BREAKPOINT } from '@/shared/config/constants';
import { theme } from '../theme';
import { postcssPlugins } from './postcss-plugins';

// The two breakpoints of spec 000 §9, as the build's PostCSS plugins compile the layout's CSS
// modules: jsdom has no layout engine, so the media queries are read, not tried.

// Plain paths: under jsdom the global URL is jsdom's, which node:fs does not accept.
const shellCss = readFileSync(join(import.meta.dirname, 'Shell.module.css'), 'utf8');
const headerCss = readFileSync(join(import.meta.dirname, 'SiteHeader.module.css'), 'utf8');

async function compile(css: string): Promise<Root> {
  return (await postcss(postcssPlugins()).process(css, { from: undefined })).root;
}

/** The media query that `@mixin <mixin> <width>` becomes. */
async function mediaOf(mixin: 'smaller-than' | 'larger-than', width: string): Promise<string> {
  const root = await compile(`.probe { @mixin ${mixin} ${width} { display: none; } }`);
  let params = '';
  root.walkAtRules('media', (rule) => {
    params = rule.params;
  });
  return params;
}

/** The media queries under which `selector` is hidden. */
async function hiddenUnder(css: string, selector: string): Promise<string[]> {
  const found: string[] = [];
  (await compile(css)).walkAtRules('media', (media) => {
    media.walkRules(selector, (rule) => {
      rule.walkDecls('display', (declaration) => {
        if (declaration.value === 'none') found.push(media.params);
      });
    });
  });
  return found;
}

describe('the layout’s breakpoints (spec 000 §9)', () => {
  it('the left navigation gives way below the narrow layout, 62 rem', async () => {
    expect(await hiddenUnder(shellCss, '.leftNav')).toEqual([
      await mediaOf('smaller-than', NARROW_LAYOUT_BREAKPOINT),
    ]);
  });

  it('the menu holds the left navigation only below the narrow layout', async () => {
    expect(await hiddenUnder(headerCss, '.narrowOnly')).toEqual([
      await mediaOf('larger-than', NARROW_LAYOUT_BREAKPOINT),
    ]);
  });

  it('the header folds its links and profile menu into the menu below the mobile breakpoint, 68 rem', async () => {
    const belowMobile = await mediaOf('smaller-than', MOBILE_BREAKPOINT);
    expect(await hiddenUnder(headerCss, '.primaryLinks')).toEqual([belowMobile]);
    expect(await hiddenUnder(headerCss, '.desktopOnly')).toEqual([belowMobile]);
  });

  it('content grids go from one column to several at the narrow layout', () => {
    expect(theme.breakpoints?.md).toBe('62em');
    expect(NARROW_LAYOUT_BREAKPOINT).toBe('62rem');
  });
});
