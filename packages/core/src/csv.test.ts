import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, takaCell } from './csv.ts';

describe('CSV cells', () => {
  it('keeps cells that look like formulas as text', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+8801712345678')).toBe("'+8801712345678");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('writes numbers as numbers, a loss too', () => {
    expect(csvCell(-1250)).toBe('-1250');
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvLine([3, -40])).toBe('3,-40\r\n');
  });

  it('quotes commas, quotes and line breaks, and keeps Bangla as it is', () => {
    expect(csvCell('House 4, Road 2')).toBe('"House 4, Road 2"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('ঢাকা')).toBe('ঢাকা');
    expect(csvCell(null)).toBe('');
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
  });

  it('writes taka without the symbol or thousands commas, poisha only when there are any', () => {
    expect(takaCell(125_050)).toBe('1250.50');
    expect(takaCell(12_345_600)).toBe('123456');
    expect(takaCell(0)).toBe('0');
  });
});
