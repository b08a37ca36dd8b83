import type { FastifyRequest } from 'fastify';
import {
  FEEDBACK_DESCRIPTION_MAX,
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_MAX_IMAGES,
  feedbackData,
  sniffFeedbackImage,
} from '@stallfront/shared';
import type { z } from 'zod';
import { badRequest, tooLarge } from '../../platform/errors.js';

export interface FeedbackUpload {
  data: z.output<typeof feedbackData>;
  images: Buffer[];
}

const tooMany = () => badRequest(`attachments: at most ${FEEDBACK_MAX_IMAGES} images can be attached.`);

/** Maps the multipart parser's limit errors onto the field they concern. */
function limitError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return tooMany();
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge('attachments: each image must be 5 MB at most.');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return badRequest('data: send one field named data.');
  return error;
}

/** The parts of POST /store/store_feedback: `data` (JSON) and up to five `attachments`, each checked by its bytes. */
export async function readFeedbackUpload(req: FastifyRequest): Promise<FeedbackUpload> {
  if (!req.isMultipart()) throw badRequest('data: send the feedback as multipart/form-data with a field named data.');
  let raw: string | undefined;
  const images: Buffer[] = [];
  try {
    const parts = req.parts({
      limits: { files: FEEDBACK_MAX_IMAGES, fileSize: FEEDBACK_IMAGE_MAX_BYTES, fields: 4, fieldSize: 64_000 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'data' && part.valueTruncated) {
          throw badRequest(`description: ${FEEDBACK_DESCRIPTION_MAX.toLocaleString('en-US')} characters at most.`);
        }
        if (part.fieldname === 'data') raw = String(part.value);
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname !== 'attachments') throw badRequest('attachments: send images in fields named attachments.');
      if (!sniffFeedbackImage(bytes)) {
        throw badRequest(`attachments: ${part.filename || 'a file'} is not a JPEG or PNG image.`);
      }
      images.push(bytes);
    }
  } catch (error) {
    throw limitError(error);
  }
  return { data: parseData(raw), images };
}

function parseData(raw: string | undefined): z.output<typeof feedbackData> {
  if (raw === undefined) throw badRequest('data: send the subject, severity and description as a field named data.');
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw badRequest('data: is not JSON.');
  }
  const parsed = feedbackData.safeParse(json);
  if (!parsed.success) {
    throw badRequest(parsed.error.issues.map((i) => `${i.path.join('.') || 'data'}: ${i.message}`).join('; '));
  }
  return parsed.data;
}
