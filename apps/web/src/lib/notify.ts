import { notifications } from '@mantine/notifications';
import { ApiError, type ApiMessage } from './api-client.ts';
import { translateMessage } from './messages.ts';

/** Durations from the spec: success 2 s, error 4 s, anything else 4 s. */
export const TOAST_MS = { success: 2000, error: 4000, info: 4000 } as const;

export function notifySuccess(message: string): void {
  notifications.show({ message, color: 'teal', autoClose: TOAST_MS.success });
}

export function notifyError(message: string): void {
  notifications.show({ message, color: 'red', autoClose: TOAST_MS.error });
}

export function notifyInfo(message: string): void {
  notifications.show({ message, color: 'blue', autoClose: TOAST_MS.info });
}

/** The server's success reply as a toast in the user's language. */
export function notifyApiSuccess(reply: ApiMessage, params?: Record<string, string | number>): void {
  notifySuccess(translateMessage(reply.key, reply.message, params));
}

/** The text to show for any failure. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return translateMessage(error.key, error.message);
  return translateMessage('somethingWentWrong', 'Something went wrong');
}

export function notifyApiError(error: unknown): void {
  notifyError(errorText(error));
}
