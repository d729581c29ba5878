import { formatMessage, type MessageKey } from '@chalan/core';
import { messageReplySchema } from '@chalan/core/replies';

type Params = Record<string, string | number>;

/** A success reply's message: its key and values (for the web's i18n) and the English text. */
export const reply = (key: MessageKey, params: Params = {}) => ({
  key,
  params,
  message: formatMessage(key, params),
});

export { messageReplySchema };
