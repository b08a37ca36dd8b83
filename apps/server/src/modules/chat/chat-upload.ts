import type { FastifyRequest } from 'fastify';
import { CHAT_IMAGE_MAX_BYTES, CHAT_IMAGE_TOO_LARGE, CHAT_TEXT_MAX, chatSendData } from '@stallfront/shared';
import { badRequest, tooLarge } from '../../platform/errors.js';

export interface ChatUpload {
  content: string;
  image: Buffer | null;
}

/**
 * POST /store/chat's multipart body (spec section 7): a `data` field with JSON `{ content }` and
 * an optional image in `attachments`, at most 1024 KB (its type is checked later, by its bytes).
 */
export async function readChatUpload(request: FastifyRequest): Promise<ChatUpload> {
  if (!request.isMultipart()) throw badRequest('data: send the message as multipart/form-data with a data field.');
  let data: string | undefined;
  let image: Buffer | null = null;
  // Room for CHAT_TEXT_MAX characters of any script in JSON; a longer field is cut, and refused below.
  const parts = request.parts({ limits: { files: 1, fileSize: CHAT_IMAGE_MAX_BYTES, fieldSize: CHAT_TEXT_MAX * 6 } });
  for await (const part of oneImageAtMost(parts)) {
    if (part.type === 'field') {
      if (part.fieldname !== 'data') throw badRequest(`${part.fieldname}: is not a field of a chat message.`);
      if (part.valueTruncated) throw badRequest(`content: ${CHAT_TEXT_MAX} characters at most`);
      data = String(part.value);
      continue;
    }
    if (part.fieldname !== 'attachments') throw badRequest('attachments: send the image in a field named attachments.');
    const bytes = await part.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(`attachments: ${CHAT_IMAGE_TOO_LARGE}`);
      throw error;
    });
    if (part.file.truncated) throw tooLarge(`attachments: ${CHAT_IMAGE_TOO_LARGE}`);
    if (bytes.length === 0) throw badRequest('attachments: the image is empty.');
    image = bytes;
  }
  let json: unknown;
  try {
    json = JSON.parse(data ?? '{}');
  } catch {
    throw badRequest('data: must be JSON such as {"content":"Hello"}.');
  }
  const parsed = chatSendData.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(`${issue?.path.join('.') || 'data'}: ${issue?.message}`);
  }
  if (!parsed.data.content && !image) throw badRequest('content: write a message or attach an image.');
  return { content: parsed.data.content, image };
}

/** The parts as sent; a second image is refused in words, not the parser's "reach files limit". */
async function* oneImageAtMost<T>(parts: AsyncIterable<T>): AsyncIterable<T> {
  try {
    yield* parts;
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT')
      throw badRequest('attachments: attach one image to a message; send the next in another message.');
    throw error;
  }
}
