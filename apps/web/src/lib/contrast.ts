/** WCAG 2.1 contrast of `#rrggbb` colours: what axe-core measures, so the theme can be held to it. */

const channels = (hex: string): [number, number, number] => {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
};

const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** Relative luminance, WCAG 2.1. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The colour with each channel scaled by `1 - amount` (same hue, darker), as Mantine's `darken`. */
export function darken(hex: string, amount: number): string {
  return toHex(channels(hex).map((c) => c * (1 - amount)));
}

/** `hex`, darkened in small steps until it reaches `ratio` against every one of `backgrounds`. */
export function darkenUntil(hex: string, backgrounds: string[], ratio: number): string {
  let color = hex;
  for (let step = 1; Math.min(...backgrounds.map((bg) => contrastRatio(color, bg))) < ratio; step++)
    color = darken(hex, step * 0.02);
  return color;
}
