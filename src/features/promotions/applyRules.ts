import type { ActivityApplyRules } from '@common/generated/api';

/** The limits the client checks before sending (SPEC §5, §9); the server checks them again. */
export type ApplyLimits = Pick<ActivityApplyRules, 'remarkMax' | 'maxImages' | 'maxImageBytes' | 'imageTypes'>;

/** SPEC §5/§9: remark up to 140 characters; png/jpg only, 5 MB each, at most 3 images. */
export const SPEC_APPLY_LIMITS: ApplyLimits = {
  remarkMax: 140,
  maxImages: 3,
  maxImageBytes: 5 * 1024 * 1024,
  imageTypes: ['image/png', 'image/jpeg'],
};

/** Why a picked image is refused (each has a text under `promotions.apply.problem.<key>`). */
export type ImageProblem = 'type' | 'size' | 'count';

/** The file-picker filter matching the accepted types (extensions too, for pickers that ignore MIME types). */
export const ACCEPT_IMAGES = 'image/png,image/jpeg,.png,.jpg,.jpeg';

const EXTENSION_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

/** A file's image type: its declared type, else the one its extension names (some systems declare none). */
function typeOf(file: Pick<File, 'name' | 'type'>): string {
  if (file.type) return file.type;
  return EXTENSION_TYPES[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? '';
}

/** Whether one image may be sent: its type, then its size. */
export function imageProblem(
  file: Pick<File, 'name' | 'type' | 'size'>,
  limits: ApplyLimits,
): ImageProblem | undefined {
  if (!(limits.imageTypes as readonly string[]).includes(typeOf(file))) return 'type';
  if (file.size > limits.maxImageBytes || file.size === 0) return 'size';
  return undefined;
}

/**
 * Adds newly picked images to those already chosen: each is checked alone, and those past the limit are refused
 * with `count`. Returns what is kept and the first problem met (one message is enough to say why).
 */
export function addImages<F extends Pick<File, 'name' | 'type' | 'size'>>(
  chosen: readonly F[],
  picked: readonly F[],
  limits: ApplyLimits,
): { images: F[]; problem: ImageProblem | undefined } {
  const images = [...chosen];
  let problem: ImageProblem | undefined;
  for (const file of picked) {
    const found = imageProblem(file, limits) ?? (images.length >= limits.maxImages ? 'count' : undefined);
    if (found) problem ??= found;
    else images.push(file);
  }
  return { images, problem };
}

/** Characters as the server counts them (code points, so an emoji is one). */
export const remarkLength = (remark: string): number => [...remark].length;

/** Whether the remark fits. */
export const remarkTooLong = (remark: string, limits: ApplyLimits): boolean => remarkLength(remark) > limits.remarkMax;
