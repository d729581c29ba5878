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

/** A move's reply: its message, and what was done (or is left to do) at the courier, if anything. */
export const courierNoticeSchema = messageReplySchema.nullable().meta({
  description:
    'What happened to the parcel at the courier: cancelled, a return requested, or what to do in the courier’s panel (its API cannot cancel); null when no courier had it',
});
