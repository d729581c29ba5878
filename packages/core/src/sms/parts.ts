/**
 * How many SMS a text costs. Plain Latin text goes as GSM-7 (160 characters, 153 a part when it is
 * split); anything else, Bangla included, as UCS-2 (70, 67 a part). GSM-7's extension characters take
 * two places. Gateways bill per part, so the seller sees this count beside a template.
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€';

export interface SmsParts {
  encoding: 'gsm7' | 'ucs2';
  /** Characters as the network counts them (UTF-16 units, or GSM-7 places). */
  length: number;
  parts: number;
}

export function smsParts(text: string): SmsParts {
  let gsmLength = 0;
  for (const char of text) {
    if (GSM_BASIC.includes(char)) gsmLength += 1;
    else if (GSM_EXTENDED.includes(char)) gsmLength += 2;
    else {
      const length = text.length;
      return { encoding: 'ucs2', length, parts: length <= 70 ? 1 : Math.ceil(length / 67) };
    }
  }
  return { encoding: 'gsm7', length: gsmLength, parts: gsmLength <= 160 ? 1 : Math.ceil(gsmLength / 153) };
}
