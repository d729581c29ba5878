import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { customerBodySchema } from './customers/schemas.ts';
import { issueText } from './field-problems.testkit.ts';
import { listQuerySchema } from './list.ts';
import { MESSAGES } from './messages.ts';
import { createOrderBodySchema } from './orders/schemas.ts';
import { productBodySchema } from './products/schemas.ts';
import { cleanLine, cleanLines, isStorableText, lineText, multiLineText, withoutControls } from './text.ts';

const UNSTORABLE = ['\u0000', '\u0001', '\u0007', '\u000b', '\u000c', '\u001b', '\u007f', '\u0085', '\u009f'];
const unstorable = fc.constantFrom(...UNSTORABLE, '\ud800', '\udfff');
const refusal = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? undefined : issueText(result.error.issues[0]!);

describe('the free-text rule', () => {
  it('refuses every control character but tab and line breaks, and lone surrogates', () => {
    for (const c of UNSTORABLE) expect(isStorableText(`a${c}b`), JSON.stringify(c)).toBe(false);
    expect(isStorableText('\ud83d')).toBe(false);
    expect(isStorableText('a\tb\nc\r\n')).toBe(true);
  });

  it('keeps Bangla (with its zero-width joiners), emoji and other scripts', () => {
    for (const text of ['রহিম উদ্দিন', 'র‍্যাব', 'ক্‌ষ', '😀 Shop', 'Café', '中文', '₹৳']) {
      expect(isStorableText(text), text).toBe(true);
      expect(lineText().parse(text)).toBe(text);
    }
  });

  it('refuses any text holding an unstorable character, wherever it is, with the message', () => {
    fc.assert(
      fc.property(fc.string(), unstorable, fc.string(), (before, bad, after) => {
        // Inside the text: at the ends, the vertical tab and form feed are whitespace that trimming drops.
        const text = `${before}x${bad}x${after}`;
        expect(refusal(lineText().safeParse(text))).toBe(MESSAGES.textUnstorable);
        expect(refusal(multiLineText().safeParse(text))).toBe(MESSAGES.textUnstorable);
      }),
    );
  });

  it('one line: trims the ends and turns line breaks and tabs into a space', () => {
    expect(lineText().parse('  Karim\r\n')).toBe('Karim');
    expect(lineText().parse('House 1\r\nRoad 2\tDhaka')).toBe('House 1 Road 2 Dhaka');
    fc.assert(
      fc.property(fc.string(), (text) => {
        const line = cleanLine(text);
        expect(line).not.toMatch(/[\r\n\t]/);
        expect(line).toBe(line.trim());
        expect(cleanLine(line)).toBe(line);
      }),
    );
  });

  it('several lines: keeps line breaks and tabs, with plain \\n line ends', () => {
    expect(multiLineText().parse('Call first\r\n\tthen deliver\r\n')).toBe('Call first\n\tthen deliver');
    fc.assert(
      fc.property(fc.string(), (text) => {
        const lines = cleanLines(text);
        expect(lines).not.toContain('\r');
        expect(cleanLines(lines)).toBe(lines);
      }),
    );
  });

  it('chains like a string schema: the refusal comes before the length and required checks', () => {
    const name = lineText('nameRequired').min(1, { error: 'nameRequired' }).max(5);
    expect(refusal(name.safeParse('\u0000'))).toBe(MESSAGES.textUnstorable);
    expect(refusal(name.safeParse(' \n '))).toBe('Name is required');
    expect(refusal(name.safeParse(42))).toBe('Name is required');
    expect(name.parse(' ab\n')).toBe('ab');
    // The message for a missing name is not the one for a long name.
    expect(refusal(name.safeParse('abcdef'))).toBe('Use at most 5 characters');
  });

  it('strips control characters from text we cannot refuse', () => {
    expect(withoutControls(' Delivered\u0000 to\u0007 customer ')).toBe('Delivered to customer');
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), unstorable)).map((parts) => parts.join('')),
        (text) => isStorableText(withoutControls(text)),
      ),
    );
  });
});

describe('the input schemas use it', () => {
  it('refuses a NUL in names, addresses, notes and searches', () => {
    const product = {
      name: 'Saree',
      storeId: '01a1fcf7-0000-7000-8000-000000000000',
      liftPrice: 1,
      salePrice: 2,
      qty: 1,
    };
    expect(refusal(productBodySchema.safeParse({ ...product, name: 'Sa\u0000ree' }))).toBe(
      MESSAGES.textUnstorable,
    );
    expect(productBodySchema.parse({ ...product, description: 'Line 1\r\nLine 2' }).description).toBe(
      'Line 1\nLine 2',
    );
    const customer = { phone: '01712345678', name: 'Karim', address: 'Road 1' };
    expect(refusal(customerBodySchema.safeParse({ ...customer, address: 'Road\u00001' }))).toBe(
      MESSAGES.textUnstorable,
    );
    expect(refusal(listQuerySchema.safeParse({ search: 'a\u0000' }))).toBe(MESSAGES.textUnstorable);
    const order = createOrderBodySchema.safeParse({ note: '\u001b[2J' });
    expect(order.success).toBe(false);
    expect(order.error!.issues.find((i) => i.path[0] === 'note')?.message).toBe('textUnstorable');
  });
});
