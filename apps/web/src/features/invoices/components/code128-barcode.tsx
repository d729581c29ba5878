import { code128 } from './code128.ts';

/** Printed size of the narrowest bar: 0.375 mm, three dots of a 203 dpi thermal label printer. */
const MODULE_MM = 0.375;

interface Code128BarcodeProps {
  value: string;
  /** What a screen reader says instead of the bars. */
  label: string;
  className?: string;
}

/**
 * `value` as a Code 128 barcode in SVG, drawn by React from the encoded bars (so it is there the moment
 * the page prints, with no script touching the DOM); nothing when Code 128 cannot carry the value.
 */
export function Code128Barcode({ value, label, className }: Code128BarcodeProps) {
  const symbol = code128(value);
  if (!symbol) return null;
  return (
    <svg
      role="img"
      aria-label={label}
      className={className}
      viewBox={`0 0 ${symbol.modules} 40`}
      preserveAspectRatio="none"
      shapeRendering="crispEdges"
      style={{ width: `${(symbol.modules * MODULE_MM).toFixed(1)}mm` }}
    >
      <rect width={symbol.modules} height={40} fill="white" />
      {symbol.bars.map((bar) => (
        <rect key={bar.x} x={bar.x} width={bar.width} height={40} fill="black" />
      ))}
    </svg>
  );
}
