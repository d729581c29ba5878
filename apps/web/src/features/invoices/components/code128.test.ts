import { describe, expect, it } from 'vitest';
import { code128, QUIET_ZONE } from './code128.ts';

/** The modules of a symbol as '1'/'0', quiet zones cut off. */
const modulesOf = (symbol: NonNullable<ReturnType<typeof code128>>) => {
  const cells = Array<string>(symbol.modules).fill('0');
  for (const bar of symbol.bars) cells.fill('1', bar.x, bar.x + bar.width);
  return cells.slice(QUIET_ZONE, symbol.modules - QUIET_ZONE).join('');
};

describe('Code 128 of a consignment id', () => {
  it('starts with a start code, ends with the stop pattern, and has quiet zones on both sides', () => {
    const symbol = code128('SFC-1234567')!;
    const modules = modulesOf(symbol);
    // Start B (11010010000) for letters, and the stop pattern 1100011101011 at the end.
    expect(modules.startsWith('11010010000')).toBe(true);
    expect(modules.endsWith('1100011101011')).toBe(true);
    expect(symbol.bars[0]!.x).toBe(QUIET_ZONE);
    const last = symbol.bars.at(-1)!;
    expect(symbol.modules - (last.x + last.width)).toBe(QUIET_ZONE);
  });

  it('packs digits two to a symbol character (Code C), so a numeric id prints narrower', () => {
    const numeric = code128('12345678')!;
    const lettered = code128('ABCDEFGH')!;
    expect(modulesOf(numeric).startsWith('11010011100')).toBe(true); // Start C
    expect(numeric.modules).toBeLessThan(lettered.modules);
    // Start + 4 pairs + check character (11 modules each) + stop (13).
    expect(numeric.modules - 2 * QUIET_ZONE).toBe(6 * 11 + 13);
  });

  it('gives nothing for a text Code 128 cannot carry, rather than a wrong barcode', () => {
    expect(code128('')).toBeNull();
    expect(code128('কনসাইনমেন্ট')).toBeNull();
  });
});
