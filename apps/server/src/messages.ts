import { formatMessage, type MessageKey } from '@chalan/core';
import { z } from '@hono/zod-openapi';

type Params = Record<string, string | number>;

/** A success reply's message: its key and values (for the web's i18n) and the English text. */
export const reply = (key: MessageKey, params: Params = {}) => ({
  key,
  params,
  message: formatMessage(key, params),
});

export const messageReplySchema = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  message: z.string(),
});
