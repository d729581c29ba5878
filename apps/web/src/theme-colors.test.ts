import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, darken, darkenUntil } from './lib/contrast.ts';
import { theme } from './theme.ts';
import { accessibleColorVariables, TEXT_CONTRAST } from './theme-colors.ts';

const full = mergeMantineTheme(DEFAULT_THEME, theme);
const vars = accessibleColorVariables(full);
const gray = full.colors.gray;
const PALE = ['#ffffff', gray[0], gray[1]];

describe('contrast', () => {
  it('measures as WCAG does', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    // The brand green of Mantine's default shade under white text, as axe-core reported it.
    expect(contrastRatio('#ffffff', full.colors.teal[6])).toBeCloseTo(2.55, 2);
  });

  it('darkens by scaling the channels, until a colour reads on every background', () => {
    expect(darken('#808080', 0.5)).toBe('#404040');
    const color = darkenUntil('#12b886', PALE, TEXT_CONTRAST);
    for (const bg of PALE) expect(contrastRatio(color, bg)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(darkenUntil('#000000', ['#ffffff'], TEXT_CONTRAST)).toBe('#000000');
  });
});

describe('the theme’s colours, at least 4.5:1 for text', () => {
  const palettes = Object.keys(full.colors).filter((name) => name !== 'dark');

  it.each(palettes)(
    '%s: white on its filled buttons and badges, and its text on white and pale grey',
    (name) => {
      const strong = vars[`--mantine-color-${name}-filled`]!;
      for (const filled of [strong, vars[`--mantine-color-${name}-filled-hover`]!])
        expect(contrastRatio('#ffffff', filled)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      for (const bg of PALE)
        expect(contrastRatio(vars[`--mantine-color-${name}-text`]!, bg)).toBeGreaterThanOrEqual(
          TEXT_CONTRAST,
        );
    },
  );

  it.each(palettes)(
    '%s: the text of its light badges and active links on their tint and its hover',
    (name) => {
      const shades = full.colors[name]!;
      for (const bg of [shades[0], shades[1], shades[2]])
        expect(contrastRatio(vars[`--mantine-color-${name}-light-color`]!, bg)).toBeGreaterThanOrEqual(
          TEXT_CONTRAST,
        );
    },
  );

  it('links, dimmed text, placeholders and errors on white and pale grey', () => {
    for (const name of ['anchor', 'dimmed', 'placeholder', 'error', 'success'])
      for (const bg of PALE)
        expect(contrastRatio(vars[`--mantine-color-${name}`]!, bg)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    // The landing page's support box is dimmed text on the brand's palest tint.
    expect(contrastRatio(vars['--mantine-color-dimmed']!, full.colors.teal[0])).toBeGreaterThanOrEqual(
      TEXT_CONTRAST,
    );
  });

  it('keeps the brand green a green: the same hue, only darker', () => {
    expect(full.primaryColor).toBe('teal');
    const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
    const [r, g, b] = rgb(vars['--mantine-color-teal-filled']!) as [number, number, number];
    const [, g6, b6] = rgb(full.colors.teal[6]) as [number, number, number];
    expect(g / g6).toBeCloseTo(b / b6, 1);
    expect(g).toBeGreaterThan(r);
    expect(g).toBeGreaterThan(b);
    expect(g).toBeLessThan(g6);
  });
});
