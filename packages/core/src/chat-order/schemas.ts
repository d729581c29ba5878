import { z } from 'zod';
import { customerSchema } from '../customers/replies.ts';
import { MESSAGE_KEY } from '../messages.ts';
import { foundProductSchema } from '../products/replies.ts';
import { multiLineText } from '../text.ts';

/** The longest paste read: a few chat messages, not a whole conversation. */
export const CHAT_TEXT_MAX = 4_000;

/** POST /api/orders/parse-chat: what the seller pasted from the chat. */
export const parseChatBodySchema = z.object({
  text: multiLineText(MESSAGE_KEY.chatTextRequired)
    .min(1, { error: MESSAGE_KEY.chatTextRequired })
    .max(CHAT_TEXT_MAX),
});
export type ParseChatBody = z.infer<typeof parseChatBodySchema>;

const confidence = z.enum(['high', 'medium', 'low']).meta({
  description: 'high: sure; medium: check it; low: a guess',
});
const guess = <T extends z.ZodType>(value: T) => z.object({ value, confidence }).nullable();

/** The parser's reading of the message, with what Start Order needs to use it: nothing is saved. */
export const chatOrderReplySchema = z
  .object({
    phone: guess(z.string().meta({ description: '01XXXXXXXXX: the first mobile of the message' })),
    otherPhones: z.array(z.string()),
    name: guess(z.string()),
    address: guess(z.string()),
    district: guess(z.string().meta({ description: 'A district of the locations list (English name)' })),
    thana: guess(z.string().meta({ description: 'A thana of that district (English name)' })),
    products: z.array(
      z.object({
        productId: z.string(),
        name: z.string(),
        qty: z.number().int(),
        confidence,
        matchedText: z.string().meta({ description: 'The words of the message that named it' }),
        product: foundProductSchema.meta({ description: 'As the product search sends it' }),
      }),
    ),
    customer: customerSchema.nullable().meta({
      description: 'The seller’s existing customer with that phone (as the customer search sends it)',
    }),
    unread: z
      .array(z.string())
      .meta({ description: 'Lines of the message that gave nothing (a product not in the catalogue, …)' }),
  })
  .meta({ id: 'ChatOrderGuess' });
export type ChatOrderReply = z.output<typeof chatOrderReplySchema>;
