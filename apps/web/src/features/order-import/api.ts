import { CSV_BOM, csvLine } from '@chalan/core/csv';
import { ERROR_REPORT_FILE_NAME, errorReportRows } from '@chalan/core/order-import/error-report';
import type {
  ImportRowError,
  OrderImportPreview,
  OrderImportResult,
} from '@chalan/core/order-import/replies';
import { GUIDE_FILE_NAME } from '@chalan/core/order-import/sample';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client.ts';
import { downloadFile } from '../../lib/download.ts';
import { useInvalidateOrders } from '../orders/api/invalidate-orders.ts';

/** Upload progress: bytes sent, then the server at work (no figure for that part). */
export type UploadStage = { stage: 'uploading'; percent: number | null } | { stage: 'processing' };

/**
 * Sends the file as multipart with XMLHttpRequest, which (unlike fetch) reports upload progress;
 * answers like apiRequest: the JSON body, or an ApiError with the server's code, key and message.
 */
function uploadCsv<T>(path: string, file: File, onProgress: (stage: UploadStage) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) =>
      onProgress({
        stage: 'uploading',
        percent: event.lengthComputable ? Math.round((event.loaded / event.total) * 100) : null,
      });
    xhr.upload.onload = () => onProgress({ stage: 'processing' });
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'networkError', 'Could not reach the server'));
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T);
      reject(ApiError.fromReply(xhr.status, data));
    };
    const form = new FormData();
    form.set('file', file);
    onProgress({ stage: 'uploading', percent: 0 });
    xhr.send(form);
  });
}

export interface UploadVariables {
  file: File;
  onProgress: (stage: UploadStage) => void;
}

export function usePreviewImport() {
  return useMutation({
    mutationFn: ({ file, onProgress }: UploadVariables) =>
      uploadCsv<OrderImportPreview>('/api/order-imports/preview', file, onProgress),
  });
}

/** The import adds orders and customers and takes stock: every figure from orders is refreshed. */
export function useImportOrders() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: ({ file, onProgress }: UploadVariables) =>
      uploadCsv<OrderImportResult>('/api/order-imports', file, onProgress),
    onSuccess: invalidate,
  });
}

/** The Sample CSV, its example customers in the screen's language (the column names stay English). */
export const downloadSample = (language: string) =>
  downloadFile(
    language === 'bn' ? '/api/order-imports/sample?lang=bn' : '/api/order-imports/sample',
    'chalan-order-import-sample.csv',
  );
/** The column guide as the screen shows it, in its language (built here, not asked of the server). */
export const downloadGuide = (sheet: string[][]) => saveCsv(sheet, GUIDE_FILE_NAME);

/**
 * The rows left out, with the file's own columns and an Error column, as a CSV built here from the
 * reply (UTF-8 with a BOM, cells kept from running as formulas); `messageOf` gives each error's text
 * in the user's language.
 */
export function downloadErrorReport(check: OrderImportPreview, messageOf: (error: ImportRowError) => string) {
  const errors = check.errors.map((e) => ({ row: e.row, column: e.column, message: messageOf(e) }));
  saveCsv(errorReportRows(check.header, check.rejected, errors), ERROR_REPORT_FILE_NAME);
}

/** Rows as a CSV file saved by the browser: UTF-8 with a BOM (Excel), cells kept from running as formulas. */
function saveCsv(rows: string[][], fileName: string): void {
  const blob = new Blob([CSV_BOM + rows.map(csvLine).join('')], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
