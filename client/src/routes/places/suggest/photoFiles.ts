import { imageFileProblem } from '../../../forms/validation.ts';

const MAX_PHOTOS = 5;

export type PhotoError = 'tooMany' | 'badFile';

/** The browser's check of the chosen photos (the server checks them again): at most 5 non-empty images, each as any uploaded image. */
export function checkPhotos(files: readonly Pick<File, 'type' | 'size'>[]): PhotoError | null {
  if (files.length > MAX_PHOTOS) return 'tooMany';
  const bad = files.some((file) => file.size === 0 || imageFileProblem(file) !== null);
  return bad ? 'badFile' : null;
}
