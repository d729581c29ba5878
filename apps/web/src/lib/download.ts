import { EXPORT_FILE_NAME } from '@chalan/core/csv';
import { ApiError } from './api-client.ts';

/** Downloads a file the API streams (CSV exports), with the session cookie, under the spec's name. */
export async function downloadFile(path: string, fileName = EXPORT_FILE_NAME): Promise<void> {
  const response = await fetch(path, { credentials: 'include' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      error?: { code: string; key: string; message: string };
    } | null;
    throw new ApiError(
      response.status,
      body?.error?.code ?? 'HTTP_ERROR',
      body?.error?.key ?? 'somethingWentWrong',
      body?.error?.message ?? 'Something went wrong',
    );
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
