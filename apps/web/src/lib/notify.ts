import { notifications } from '@mantine/notifications';
import { requestNotificationsHost } from '../components/notifications-host.tsx';
import { ApiError, type ApiMessage } from './api-client.ts';
import { translateMessage } from './messages.ts';
import { TOAST_MS } from './toast-durations.ts';

function show(message: string, color: string, autoClose: number): void {
  requestNotificationsHost();
  notifications.show({ message, color, autoClose, position: 'top-center' });
}

export function notifySuccess(message: string): void {
  show(message, 'teal', TOAST_MS.success);
}

export function notifyError(message: string): void {
  show(message, 'red', TOAST_MS.error);
}

export function notifyInfo(message: string): void {
  show(message, 'blue', TOAST_MS.info);
}

/** Something the user still has to do (e.g. in a courier's panel): stays until they close it. */
export function notifyWarning(message: string, title?: string): void {
  requestNotificationsHost();
  notifications.show({
    title,
    message,
    color: 'orange',
    autoClose: false,
    withCloseButton: true,
    position: 'top-center',
  });
}

/** The server's success reply as a toast in the user's language. */
export function notifyApiSuccess(reply: ApiMessage): void {
  notifySuccess(translateMessage(reply.key, reply.message, reply.params));
}

/** The text to show for any failure. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return translateMessage(error.key, error.message, error.params);
  return translateMessage('somethingWentWrong', 'Something went wrong');
}

export function notifyApiError(error: unknown): void {
  notifyError(errorText(error));
}
