import type { ApiMessage } from '@chalan/core/replies';

/**
 * A success message for the page a full navigation opens (the prerendered sign-in page hands over to the
 * app this way, and the app shows it as a toast). Free of React and Mantine: that page's script uses it.
 */
const KEY = 'chalan.nextPageMessage';

export function keepForNextPage(message: ApiMessage): void {
  try {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({ key: message.key, params: message.params, message: message.message }),
    );
  } catch {
    // storage refused: the next page simply says nothing
  }
}

export function takeKeptMessage(): ApiMessage | null {
  try {
    const kept = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return kept ? (JSON.parse(kept) as ApiMessage) : null;
  } catch {
    return null;
  }
}
