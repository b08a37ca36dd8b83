import { FEEDBACK_MAX_IMAGES } from '../catalog/limits.js';
import { access } from './call-access.js';

/** Spec section 5: the severities a feedback can carry, as the merchant reads them. */
export const FEEDBACK_SEVERITIES = ['Critical', 'Minor', 'To improve', 'Feature request'] as const;
export type FeedbackSeverity = (typeof FEEDBACK_SEVERITIES)[number];

/** Open until the platform admin closes it; a reply leaves it open, a reopen undoes a close. */
export const FEEDBACK_STATUSES = ['open', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** Spec section 5: JPEG or PNG only (at most FEEDBACK_MAX_IMAGES of them). */
export const FEEDBACK_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
/** The spec names no size; a phone screenshot is well under this. */
export const FEEDBACK_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The owner and every staff account may write to the platform. */
export const FEEDBACK_ACCESS = access({ staff: true });

/** The image type a file's first bytes prove (its name and claimed type prove nothing). */
export function sniffFeedbackImage(bytes: Uint8Array): 'jpeg' | 'png' | null {
  const starts = (...magic: number[]) => magic.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  return null;
}

/** Why a picked file cannot be attached, or null when it can; `attached` is how many are already. */
export function feedbackImageProblem(file: { type: string; size: number }, attached: number): string | null {
  if (attached >= FEEDBACK_MAX_IMAGES) return `At most ${FEEDBACK_MAX_IMAGES} images can be attached.`;
  if (!(FEEDBACK_IMAGE_TYPES as readonly string[]).includes(file.type))
    return 'Only JPEG and PNG images can be attached.';
  if (file.size > FEEDBACK_IMAGE_MAX_BYTES) return 'Each image must be 5 MB at most.';
  return null;
}
