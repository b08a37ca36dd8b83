import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One line a request, written when it completes (Fastify's default is two: received and
 * completed, each with the whole request and reply serialised).
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}
