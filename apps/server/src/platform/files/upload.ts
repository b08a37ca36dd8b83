import type { FastifyRequest } from 'fastify';
import { badRequest, tooLarge } from '../errors.js';

export interface Upload {
  bytes: Buffer;
  fileName: string;
  /** The other form fields sent with the file. */
  fields: Record<string, string>;
}

/**
 * The one file of a multipart request, in memory, refused when it is larger than maxBytes.
 * The type the browser claims is ignored: callers check the bytes.
 */
export async function readUpload(request: FastifyRequest, maxBytes: number, what: string): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest(`file: send the ${what} as multipart/form-data in a field named file.`);
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (part?.fieldname !== 'file') throw badRequest(`file: send the ${what} in a field named file.`);
  const bytes = await part.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLargeError(what, maxBytes);
    throw error;
  });
  if (part.file.truncated) throw tooLargeError(what, maxBytes);
  if (bytes.length === 0) throw badRequest(`file: the ${what} is empty.`);
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    if (field && !Array.isArray(field) && field.type === 'field') fields[name] = String(field.value);
  }
  return { bytes, fileName: part.filename || 'upload', fields };
}

const tooLargeError = (what: string, maxBytes: number) =>
  tooLarge(`file: the ${what} is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`);

/** A sent file's name as the merchant will see and save it: no folders, no control characters, 200 characters at most. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it takes out
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '');
  return printable.trim().slice(-200) || 'file';
}
