// Uploaded images: the type comes from the file's first bytes (never from its name or declared type), files are
// stored under <uploads>/<folder>/ with a random name.
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type ImageType = 'jpg' | 'png' | 'webp';

export const CONTENT_TYPES: Record<ImageType, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export function detectImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

/** Names the files this module writes: `{owner}-{random}.{ext}`; anything else is not served. */
export const STORED_FILE = /^\d{1,9}-[a-f0-9]{16}\.(jpg|png|webp)$/;

export async function storeImage(
  uploadsDir: string,
  folder: string,
  owner: number,
  bytes: Buffer,
  type: ImageType,
): Promise<string> {
  const name = `${owner}-${randomBytes(8).toString('hex')}.${type}`;
  const dir = path.join(uploadsDir, folder);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), bytes);
  return name;
}

export async function removeImage(uploadsDir: string, folder: string, name: string): Promise<void> {
  if (STORED_FILE.test(name)) await rm(path.join(uploadsDir, folder, name), { force: true });
}
