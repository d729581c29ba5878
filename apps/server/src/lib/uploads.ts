import { randomUUID } from 'node:crypto';
import { MESSAGE_KEY } from '@chalan/core';
import { type RouteConfig, z } from '@hono/zod-openapi';
import { type Access, guardedRoute } from '../auth/guarded-route.ts';
import { notFound } from '../errors.ts';
import { checkedImage, type ImageStore } from './image-store.ts';
import { idParams } from './openapi.ts';

/** A multipart file field, described as binary in the OpenAPI document. */
export const imageFileSchema = z
  .custom<File>((v) => v instanceof File, { error: MESSAGE_KEY.imageRequired })
  .openapi({ type: 'string', format: 'binary' });

export const uploadUrl = (path: string | null) => (path ? `/uploads/${path}` : null);

/** One image upload: the seller's, into `folder`, at most `maxBytes`. */
export interface ImageUpload {
  sellerId: string;
  folder: string;
  file: File;
  maxBytes: number;
}

/** Checks an uploaded image (lib/image-store.ts) and stores it under a new name; returns its path. */
export async function storeImage(images: ImageStore, upload: ImageUpload): Promise<string> {
  const image = await checkedImage(upload.file, upload.maxBytes);
  const path = `${upload.folder}/${randomUUID()}.${image.extension}`;
  await images.save(path, image, upload.sellerId);
  return path;
}

export async function removeImage(images: ImageStore, path: string | null): Promise<void> {
  if (path) await images.remove(path);
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
 * Replaces a record's image: stores the new one, points the record at it (`write` answers whether the
 * record was still there), then removes the old one. A record that is gone leaves no image behind.
 */
export async function replaceImage(
  images: ImageStore,
  upload: ImageUpload,
  record: {
    read: () => Promise<{ imagePath: string | null } | undefined>;
    write: (imagePath: string) => Promise<boolean>;
  },
): Promise<void> {
  const current = await record.read();
  if (!current) throw notFound();
  const imagePath = await storeImage(images, upload);
  if (!(await record.write(imagePath))) {
    await removeImage(images, imagePath);
    throw notFound();
  }
  await removeImage(images, current.imagePath);
}
