export const MAX_PHOTOS = 5;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export type PhotoError = 'tooMany' | 'badFile';

/** The browser's check of the chosen photos (the server checks them again): at most 5 JPEG, PNG or WebP of 5 MB each. */
export function checkPhotos(files: readonly Pick<File, 'type' | 'size'>[]): PhotoError | null {
  if (files.length > MAX_PHOTOS) return 'tooMany';
  const bad = files.some((file) => !(PHOTO_TYPES as readonly string[]).includes(file.type) || file.size > MAX_PHOTO_BYTES || file.size === 0);
  return bad ? 'badFile' : null;
}
