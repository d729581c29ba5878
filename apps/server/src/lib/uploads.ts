import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGE_KEY, sniffImageType } from '@chalan/core';
import { type RouteConfig, z } from '@hono/zod-openapi';
import { type Access, guardedRoute } from '../auth/guarded-route.ts';
import { fieldError, notFound } from '../errors.ts';
import { idParams } from './openapi.ts';

const EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;

/** A multipart file field, described as binary in the OpenAPI document. */
export const imageFileSchema = z
  .custom<File>((v) => v instanceof File, { error: MESSAGE_KEY.imageRequired })
  .openapi({ type: 'string', format: 'binary' });

export const uploadUrl = (path: string | null) => (path ? `/uploads/${path}` : null);

/**
 * Stores an uploaded image under DATA_DIR/uploads/<folder>/ after checking its first bytes (the name and
 * the browser's claim are not trusted); returns its path below uploads/.
 */
export async function storeImage(
  dataDir: string,
  folder: string,
  file: File,
  maxBytes: number,
): Promise<string> {
  if (file.size > maxBytes) {
    throw fieldError('PAYLOAD_TOO_LARGE', 'file', 'imageTooLarge', {
      max: `${Math.round(maxBytes / 1024)} KB`,
    });
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) throw fieldError('UNSUPPORTED_MEDIA', 'file', 'imageType');
  mkdirSync(join(dataDir, 'uploads', folder), { recursive: true });
  const path = `${folder}/${randomUUID()}.${EXTENSIONS[type]}`;
  writeFileSync(join(dataDir, 'uploads', path), bytes);
  return path;
}

export function removeImage(dataDir: string, path: string | null): void {
  if (path) rmSync(join(dataDir, 'uploads', path), { force: true });
}

/** The multipart body of an image upload route: one field `file`. */
export const imageUploadBody = {
  content: { 'multipart/form-data': { schema: z.object({ file: imageFileSchema }) } },
  required: true,
};

/** `POST …/{id}/image`: replaces a record's picture and answers with the record as saved (`saved`). */
export const imageRoute = <const P extends string, const R extends RouteConfig['responses'][string]>(
  access: Access,
  path: P,
  tags: string[],
  noun: string,
  saved: R,
) =>
  guardedRoute(access, {
    method: 'post',
    path,
    tags,
    summary: `Replace the ${noun}’s image (PNG, JPEG or WebP, at most 1 MB)`,
    request: { params: idParams, body: imageUploadBody },
    responses: { 200: saved },
  });

/**
 * Replaces a record's image: stores the new file, points the record at it (`write` answers whether the
 * record was still there), then removes the old file. A record that is gone leaves no file behind.
 */
export async function replaceImage(options: {
  dataDir: string;
  folder: string;
  file: File;
  maxBytes: number;
  read: () => Promise<{ imagePath: string | null } | undefined>;
  write: (imagePath: string) => Promise<boolean>;
}): Promise<void> {
  const current = await options.read();
  if (!current) throw notFound();
  const imagePath = await storeImage(options.dataDir, options.folder, options.file, options.maxBytes);
  if (!(await options.write(imagePath))) {
    removeImage(options.dataDir, imagePath);
    throw notFound();
  }
  removeImage(options.dataDir, current.imagePath);
}
