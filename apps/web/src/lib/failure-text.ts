import { MESSAGES, type MessageKey } from '@chalan/core/messages';
import { ApiError } from './api-client.ts';
import { translateMessage } from './messages.ts';
import { errorText } from './notify.ts';

/** Answers whose reason the user can act on: not allowed, gone, or still in use. */
const TELLING_STATUSES = [403, 404, 409];

/**
 * The toast for a failed change: the server's reason when it tells the user something (e.g. "has
 * products, deactivate it instead"), else the screen's own failure message ("Failed to add store").
 */
export function failureText(error: unknown, fallback: MessageKey): string {
  if (error instanceof ApiError && TELLING_STATUSES.includes(error.status)) return errorText(error);
  return translateMessage(fallback, MESSAGES[fallback]);
}
