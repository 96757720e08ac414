// Reads an activity application sent as multipart/form-data (@fastify/multipart): a `remark` field and up to 3
// `images`. Each image must be PNG or JPEG by its declared type AND by its first bytes, and at most 5 MB; anything
// else is refused before the request is stored. Limits are enforced while streaming, so an oversized file is cut off.
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { FAIL } from '../../errors';
import { APPLY_LIMITS } from './activities';
import { PROMO_FAIL } from './failures';

export interface ApplyImage {
  contentType: 'image/png' | 'image/jpeg';
  data: Buffer;
}

export interface ApplyForm {
  remark: string;
  images: ApplyImage[];
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** The image type its bytes prove, if PNG or JPEG. */
export function sniffImage(data: Buffer): ApplyImage['contentType'] | undefined {
  if (data.length > PNG.length && data.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (data.length > JPEG.length && data.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  return undefined;
}

/** A remark of at most 140 characters (code points) without control characters other than line breaks. */
export function checkRemark(value: string): string {
  const remark = value.trim();
  if ([...remark].length > APPLY_LIMITS.remarkMax) throw PROMO_FAIL.remarkTooLong(APPLY_LIMITS.remarkMax);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/.test(remark)) throw FAIL.fieldInvalid('remark', 'control');
  return remark;
}

function pluginError(error: unknown, index: number): Error {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return PROMO_FAIL.imageTooLarge(index, APPLY_LIMITS.maxImageBytes);
  if (code === 'FST_FILES_LIMIT') return PROMO_FAIL.imagesTooMany(APPLY_LIMITS.maxImages);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return FAIL.fieldInvalid('body', 'multipart/form-data');
  if (typeof code === 'string' && code.startsWith('FST_')) return FAIL.fieldInvalid('body', code);
  return error as Error;
}

/** The checked form, or the first refusal (remark length, image type, size or count, an unknown field). */
export async function readApplyForm(request: FastifyRequest): Promise<ApplyForm> {
  if (!request.isMultipart()) throw FAIL.fieldInvalid('body', 'multipart/form-data');
  let remark = '';
  const images: ApplyImage[] = [];
  let index = 0;
  try {
    const parts = request.parts({
      limits: {
        fileSize: APPLY_LIMITS.maxImageBytes,
        files: APPLY_LIMITS.maxImages,
        fields: 4,
        fieldSize: 4096,
        parts: APPLY_LIMITS.maxImages + 4,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== 'remark') throw FAIL.fieldInvalid(part.fieldname, 'unknown');
        if (part.valueTruncated) throw PROMO_FAIL.remarkTooLong(APPLY_LIMITS.remarkMax);
        remark = checkRemark(String(part.value));
        continue;
      }
      if (part.fieldname !== 'images') throw FAIL.fieldInvalid(part.fieldname, 'unknown');
      const data = await part.toBuffer();
      // A file input left empty still sends a part with no name and no bytes: not an image.
      if (data.length === 0 && !part.filename) continue;
      const declared = part.mimetype === 'image/jpg' ? 'image/jpeg' : part.mimetype;
      const sniffed = sniffImage(data);
      if (!sniffed || sniffed !== declared) throw PROMO_FAIL.imageType(index);
      images.push({ contentType: sniffed, data });
      index += 1;
    }
  } catch (error) {
    throw pluginError(error, index);
  }
  return { remark, images };
}
