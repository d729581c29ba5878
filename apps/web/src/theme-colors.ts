import type { CSSVariablesResolver, MantineTheme } from '@mantine/core';
import { darken, darkenUntil } from './lib/contrast.ts';

/** WCAG AA for normal text: what axe-core asks of every text, a button's label and a badge's included. */
export const TEXT_CONTRAST = 4.5;
const WHITE = '#ffffff';

/**
 * Mantine's default shades put white on teal at 2.55:1 and light badges' text at 3.8–4.3:1. For each
 * palette this picks, from its own hue, a "strong" colour for filled backgrounds (white text on it),
 * coloured text and outlines, readable on white and on the pale greys of hovered rows and page
 * backgrounds; and a text colour for light (tinted) backgrounds, readable on their hover too.
 */
export function accessibleColorVariables(theme: MantineTheme): Record<string, string> {
  const gray = theme.colors.gray;
  const pale = [WHITE, gray[0], gray[1]];
  const vars: Record<string, string> = {};
  for (const [name, shades] of Object.entries(theme.colors)) {
    if (name === 'dark') continue;
    const strong = darkenUntil(shades[6], pale, TEXT_CONTRAST);
    const onLight = darkenUntil(shades[9], [shades[0], shades[1], shades[2]], TEXT_CONTRAST);
    Object.assign(vars, {
      [`--mantine-color-${name}-filled`]: strong,
      [`--mantine-color-${name}-filled-hover`]: darken(strong, 0.12),
      [`--mantine-color-${name}-text`]: strong,
      [`--mantine-color-${name}-outline`]: strong,
      [`--mantine-color-${name}-light-color`]: onLight,
    });
  }
  // The greys of secondary text and placeholders, on white, grey and the brand's pale tints.
  const dimmed = darkenUntil(gray[6], [...pale, theme.colors[theme.primaryColor]![0]], TEXT_CONTRAST);
  Object.assign(vars, {
    '--mantine-color-dimmed': dimmed,
    '--mantine-color-placeholder': dimmed,
    '--mantine-color-anchor': vars[`--mantine-color-${theme.primaryColor}-text`]!,
    '--mantine-color-error': vars['--mantine-color-red-text']!,
    '--mantine-color-success': vars[`--mantine-color-${theme.primaryColor}-text`]!,
  });
  return vars;
}

/** For MantineProvider: the light scheme's colours held to AA (the app has no dark scheme). */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: accessibleColorVariables(theme),
  dark: {},
});
