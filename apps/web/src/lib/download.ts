import { EXPORT_FILE_NAME } from '@chalan/core/csv';
import { ApiError } from './api-client.ts';

/** Downloads a file the API streams (CSV exports), with the session cookie, under the spec's name. */
export async function downloadFile(path: string, fileName = EXPORT_FILE_NAME): Promise<void> {
  const response = await fetch(path, { credentials: 'include' });
  if (!response.ok) {
    throw ApiError.fromReply(response.status, await response.json().catch(() => null));
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
