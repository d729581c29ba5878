import { CSV_BOM, csvLine } from '@chalan/core/csv';
import { ERROR_REPORT_FILE_NAME, errorReportRows } from '@chalan/core/order-import/error-report';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, type ApiMessage } from '../../lib/api-client.ts';
import { downloadFile } from '../../lib/download.ts';
import { CUSTOMERS_KEY, ORDERS_KEY, PRODUCTS_KEY } from '../orders/api/keys.ts';

export interface RowError {
  row: number;
  /** The column's header in the file ("" for the row as a whole). */
  column: string;
  key: string;
  params: Record<string, string | number>;
  message: string;
}

export interface PreviewOrder {
  row: number;
  name: string;
  phone: string;
  district: string;
  thana: string | null;
  products: string;
  courier: string;
  salesDate: string;
  refNo: string;
  /** Poisha. */
  bill: number;
  payable: number;
}

/** `POST /api/order-imports/preview`: every row checked, nothing written. */
export interface ImportCheck {
  rows: number;
  valid: number;
  invalid: number;
  header: string[];
  ignoredColumns: string[];
  totals: { bill: number; payable: number };
  /** The first 100 orders to write. */
  orders: PreviewOrder[];
  errors: RowError[];
  rejected: { row: number; cells: string[] }[];
}

/** `POST /api/order-imports`: the same check, and what was written. */
export interface ImportResult extends ImportCheck, ApiMessage {
  imported: number;
  customersAdded: number;
  imports: { row: number; id: string; code: string }[];
}

interface ErrorBody {
  error?: {
    code?: string;
    key?: string;
    message?: string;
    params?: Record<string, string | number>;
    fields?: Record<string, string>;
  };
}

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
      const error = (data as ErrorBody | null)?.error;
      reject(
        new ApiError(
          xhr.status,
          error?.code ?? (xhr.status >= 500 ? 'INTERNAL' : 'HTTP_ERROR'),
          error?.key ?? 'somethingWentWrong',
          error?.message ?? 'Something went wrong',
          error?.fields ?? {},
          error?.params ?? {},
        ),
      );
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
      uploadCsv<ImportCheck>('/api/order-imports/preview', file, onProgress),
  });
}

/** The import adds orders and customers and takes stock: every list of the three is refreshed. */
export function useImportOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: UploadVariables) =>
      uploadCsv<ImportResult>('/api/order-imports', file, onProgress),
    onSuccess: () =>
      Promise.all(
        [ORDERS_KEY, CUSTOMERS_KEY, PRODUCTS_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export const downloadSample = () =>
  downloadFile('/api/order-imports/sample', 'chalan-order-import-sample.csv');
export const downloadGuide = () =>
  downloadFile('/api/order-imports/columns', 'chalan-order-import-columns.csv');

/**
 * The rows left out, with the file's own columns and an Error column, as a CSV built here from the
 * reply (UTF-8 with a BOM, cells kept from running as formulas); `messageOf` gives each error's text
 * in the user's language.
 */
export function downloadErrorReport(check: ImportCheck, messageOf: (error: RowError) => string) {
  const errors = check.errors.map((e) => ({ row: e.row, column: e.column, message: messageOf(e) }));
  const rows = errorReportRows(check.header, check.rejected, errors);
  const blob = new Blob([CSV_BOM + rows.map(csvLine).join('')], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = ERROR_REPORT_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
