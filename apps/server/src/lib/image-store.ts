import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { sniffImageType } from '@chalan/core';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../app-env.ts';
import type { Db } from '../db/client.ts';
import { uploadedImages } from '../db/schema/index.ts';
import { fieldError } from '../errors.ts';

/** An uploaded image as kept and served. */
export interface Image {
  contentType: string;
  bytes: Uint8Array;
}

/** Where uploaded images are kept (UPLOADS_IN); `path` is `<folder>/<name>.<ext>`, served at /uploads/<path>. */
export interface ImageStore {
  save(path: string, image: Image, sellerId: string): Promise<void>;
  remove(path: string): Promise<void>;
  read(path: string): Promise<Image | undefined>;
}

const EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;
const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/** The only paths below /uploads/ there are: no `..`, no other folder depth, no other file. */
export const isImagePath = (path: string) => /^[a-z0-9-]+\/[A-Za-z0-9-]+\.(png|jpg|webp)$/.test(path);

/**
 * The upload's bytes once they pass the size limit and are a PNG, JPEG or WebP by their first bytes (the
 * name and the browser's claim are not trusted), with the extension its path gets.
 */
export async function checkedImage(file: File, maxBytes: number): Promise<Image & { extension: string }> {
  if (file.size > maxBytes) {
    throw fieldError('PAYLOAD_TOO_LARGE', 'file', 'imageTooLarge', {
      max: `${Math.round(maxBytes / 1024)} KB`,
    });
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) throw fieldError('UNSUPPORTED_MEDIA', 'file', 'imageType');
  return { contentType: type, bytes, extension: EXTENSIONS[type] };
}

const isMissingFile = (error: unknown) =>
  ['ENOENT', 'EISDIR', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** Files in DATA_DIR/uploads: one instance's own disk. */
export function dataDirImages(dataDir: string): ImageStore {
  const fileOf = (path: string) => join(dataDir, 'uploads', path);
  return {
    async save(path, image) {
      await mkdir(dirname(fileOf(path)), { recursive: true });
      await writeFile(fileOf(path), image.bytes);
    },
    remove: (path) => rm(fileOf(path), { force: true }),
    async read(path) {
      try {
        const bytes = await readFile(fileOf(path));
        return { contentType: TYPES[path.slice(path.lastIndexOf('.') + 1)]!, bytes };
      } catch (error) {
        if (isMissingFile(error)) return undefined;
        throw error;
      }
    },
  };
}

/**
 * The uploaded_images table, which every instance reads. Images stored as files before the switch
 * (`before`) are still served, and removed with their record's change.
 */
export function databaseImages(db: Db, before: ImageStore): ImageStore {
  return {
    async save(path, image, sellerId) {
      await db
        .insert(uploadedImages)
        .values({ path, sellerId, contentType: image.contentType, bytes: image.bytes });
    },
    async remove(path) {
      await db.delete(uploadedImages).where(eq(uploadedImages.path, path));
      await before.remove(path);
    },
    async read(path) {
      const [row] = await db
        .select({ contentType: uploadedImages.contentType, bytes: uploadedImages.bytes })
        .from(uploadedImages)
        .where(eq(uploadedImages.path, path));
      return row ?? before.read(path);
    },
  };
}

/** The store UPLOADS_IN names. */
export function imageStore(deps: Pick<AppDeps, 'config' | 'database'>): ImageStore {
  const files = dataDirImages(deps.config.DATA_DIR);
  return deps.config.UPLOADS_IN === 'database' ? databaseImages(deps.database.db, files) : files;
}
