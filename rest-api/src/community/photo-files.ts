// Photo files: an upload is checked (magic bytes, then decoded by sharp for its size), stored under <uploads>/photos/
// with a thumbnail at most 400 px wide. Seed photos have no file: they are generated SVGs (seed-{id}.svg).
import sharp from 'sharp';
import { detectImageType, removeImage, storeImage } from '../uploads/images.ts';

export const PHOTOS_FOLDER = 'photos';
export const THUMBNAIL_WIDTH = 400;
/** The stored `file` of a seed photo; its URL is /media/photos/seed-{id}.svg */
export const GENERATED_FILE = 'generated';
export const GENERATED_SIZE = { width: 1200, height: 675 };
export const GENERATED_PHOTO = /^seed-(\d{1,9})\.svg$/;

export interface StoredPhoto {
  file: string;
  thumbnailFile: string | null;
  width: number;
  height: number;
}

/** null when the bytes are not a JPEG, PNG or WebP image that can be decoded. */
export async function storePhoto(uploadsDir: string, owner: number, bytes: Buffer): Promise<StoredPhoto | null> {
  const type = detectImageType(bytes);
  if (type === null) return null;
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) return null;
  const file = await storeImage(uploadsDir, PHOTOS_FOLDER, owner, bytes, type);
  let thumbnailFile: string | null = null;
  if (meta.width > THUMBNAIL_WIDTH) {
    const thumbnail = await sharp(bytes).rotate().resize({ width: THUMBNAIL_WIDTH }).toBuffer();
    thumbnailFile = await storeImage(uploadsDir, PHOTOS_FOLDER, owner, thumbnail, type);
  }
  return { file, thumbnailFile, width: meta.width, height: meta.height };
}

export async function removePhotoFiles(uploadsDir: string, photo: { file: string; thumbnail_file: string | null }) {
  await removeImage(uploadsDir, PHOTOS_FOLDER, photo.file);
  if (photo.thumbnail_file) await removeImage(uploadsDir, PHOTOS_FOLDER, photo.thumbnail_file);
}
