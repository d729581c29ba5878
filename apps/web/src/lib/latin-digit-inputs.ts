import { toLatinDigits } from '@chalan/core/digits';

/** Fields that hold a number or a phone: Mantine's NumberInput (inputmode) and the tel inputs. */
const NUMBER_FIELDS =
  'input[type="tel"], input[inputmode="numeric"], input[inputmode="decimal"], input[inputmode="tel"]';

/**
 * Bangla digits typed or pasted into a number or phone field are turned into Latin ones before React
 * (and Mantine's NumberInput, which drops any other character) read the field, so every form gets
 * Latin digits whatever keyboard the user has. One listener on the document, ahead of React's own,
 * serves every such field; text fields (names, addresses) keep what was typed.
 */
export function acceptBanglaDigits(doc: Document): () => void {
  // The prototype's setter goes past React's record of the value, so React still sees a change.
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  const latinize = (target: EventTarget | null): boolean => {
    if (!(target instanceof HTMLInputElement) || !setValue || !target.matches(NUMBER_FIELDS)) return false;
    const latin = toLatinDigits(target.value);
    if (latin === target.value) return false;
    const { selectionStart, selectionEnd } = target;
    setValue.call(target, latin);
    // One character for one: the caret stays where it was.
    if (selectionStart !== null) target.setSelectionRange(selectionStart, selectionEnd);
    return true;
  };
  const onInput = (event: Event) => {
    // A keyboard still composing (a phonetic Bangla one) is left alone until it is done.
    if (!(event as InputEvent).isComposing) latinize(event.target);
  };
  const onCompositionEnd = (event: Event) => {
    if (latinize(event.target)) event.target?.dispatchEvent(new Event('input', { bubbles: true }));
  };
  doc.addEventListener('input', onInput, true);
  doc.addEventListener('compositionend', onCompositionEnd, true);
  return () => {
    doc.removeEventListener('input', onInput, true);
    doc.removeEventListener('compositionend', onCompositionEnd, true);
  };
}
