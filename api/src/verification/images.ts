// Members' images (issue 40): the type is read from the bytes, never the name; kept in the upload store (store.ts:
// DATA_DIR/uploads/kyc or UPLOAD_URL's bucket) as <member>/<random>; read back only by support's call (review.ts).
import { randomBytes } from 'node:crypto';
import { AppError } from '../i18n/errors';
import { VERIFICATION_ERR } from './errors';
import type { UploadStore } from './store';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

const starts = (bytes: Buffer, at: number, sign: number[] | string) =>
  Buffer.from(typeof sign === 'string' ? Buffer.from(sign, 'latin1') : sign).equals(bytes.subarray(at, at + sign.length));

/** The image's type by its magic bytes; null for anything else (a renamed PDF, an SVG, a GIF). */
export function imageTypeOf(bytes: Buffer): ImageType | null {
  if (starts(bytes, 0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts(bytes, 0, 'RIFF') && starts(bytes, 8, 'WEBP')) return 'image/webp';
  return null;
}

/** The decoded image of a base64 upload, or refused: above `maxBytes` (30084) or not an image we take (30083). */
export function checkedImage(base64: string, maxBytes: number): { bytes: Buffer; mime: ImageType } {
  // Refused by its length before it is decoded: a huge body costs no buffer.
  if (Math.floor((base64.length * 3) / 4) - 2 > maxBytes) throw tooLarge(maxBytes);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > maxBytes) throw tooLarge(maxBytes);
  const mime = imageTypeOf(bytes);
  if (!mime) throw new AppError(VERIFICATION_ERR.imageType);
  return { bytes, mime };
}

const tooLarge = (maxBytes: number) => new AppError(VERIFICATION_ERR.imageTooLarge, { max: String(maxBytes / 1024 / 1024) });

/** Writes the image to the store as <member>/<random>; answers that key (what the table keeps). */
export async function storeImage(store: UploadStore, userId: number, bytes: Buffer): Promise<string> {
  const key = `${userId}/${randomBytes(16).toString('hex')}`;
  await store.put(key, bytes);
  return key;
}
