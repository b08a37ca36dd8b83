import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { clientErrorOf } from './db-errors.js';
import { HttpError } from './errors.js';

const REQUEST_PARTS: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

function describeValidation(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  const part = REQUEST_PARTS[error.validationContext ?? 'body'] ?? 'body';
  return error.validation
    .map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      // The shared package's error map has worded every message for people.
      return `${field || part}: ${issue.message ?? 'This value does not fit here'}`;
    })
    .join('; ');
}

/**
 * Answers every error in the `{ status: false, message }` envelope: HttpErrors as they say,
 * validation and Fastify's client errors as 400s (or their own 4xx), the database's refusals
 * of a request as db-errors.ts words them, and anything else as a logged 500.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({
        status: false,
        message: error.message,
        ...(error.sessionEnd ? { session_end: true as const } : {}),
        ...(error.errors?.length ? { errors: error.errors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ status: false, message: describeValidation(error) });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ status: false, message: 'The request body is too large.' });
    }
    if (error.statusCode === 429) {
      const message = error.message || 'Too many attempts. Please wait a minute and try again.';
      return reply.status(429).send({ status: false, message });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(400).send({ status: false, message: 'body: Send the body as application/json.' });
    }
    // Fastify's own client errors (bad JSON, empty body, bad charset...) keep their 4xx, in our envelope.
    const clientStatus =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : null;
    if (clientStatus || error instanceof SyntaxError) {
      const where = error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError ? 'body: ' : '';
      return reply.status(clientStatus ?? 400).send({ status: false, message: `${where}${error.message}` });
    }
    const fromDatabase = clientErrorOf(error);
    if (fromDatabase) {
      request.log.info({ err: error }, 'database refused the request');
      return reply.status(fromDatabase.statusCode).send({ status: false, message: fromDatabase.message });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response did not match its schema');
    } else {
      request.log.error({ err: error }, 'unhandled error');
    }
    return reply.status(500).send({ status: false, message: 'Something went wrong on our side. Please try again.' });
  });
}
