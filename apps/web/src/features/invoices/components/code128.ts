import JsBarcode from 'jsbarcode';

/** A Code 128 symbol as bars: each dark run's start and width in modules (the narrowest bar is 1). */
export interface Code128Symbol {
  /** The symbol's width in modules, quiet zones included. */
  modules: number;
  bars: { x: number; width: number }[];
}

/** Code 128 asks for a light margin of at least 10 modules on each side, or scanners miss the start. */
export const QUIET_ZONE = 10;

/**
 * `text` encoded as Code 128 by JsBarcode (its object output: the modules as '1'/'0', no DOM), null when
 * Code 128 cannot carry it (empty, or letters outside ASCII).
 */
export function code128(text: string): Code128Symbol | null {
  const target: { encodings?: { data: string }[] } = {};
  let valid = text.length > 0;
  if (valid) JsBarcode(target, text, { format: 'CODE128', valid: (ok) => (valid = ok) });
  const data = target.encodings?.map((e) => e.data).join('') ?? '';
  if (!valid || !data) return null;
  const bars: Code128Symbol['bars'] = [];
  for (let i = 0; i < data.length; i++) {
    if (data[i] !== '1') continue;
    const last = bars.at(-1);
    if (last && last.x + last.width === QUIET_ZONE + i) last.width++;
    else bars.push({ x: QUIET_ZONE + i, width: 1 });
  }
  return { modules: data.length + 2 * QUIET_ZONE, bars };
}
