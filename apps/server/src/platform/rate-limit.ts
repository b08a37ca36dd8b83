import type { FastifyInstance } from 'fastify';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { Redis } from 'ioredis';

/**
 * Rate limiting is opt-in per route (`config: authRateLimit(app)`): sign-in and sign-up calls;
 * the reset flow shares one limit (`resetFlowRateLimit`). With REDIS_URL the counters are
 * shared by every API node.
 */
export async function installRateLimit(app: FastifyInstance): Promise<void> {
  const redisUrl = app.ctx.config.REDIS_URL;
  const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 }) : undefined;
  if (redis) app.addHook('onClose', async () => void redis.quit());
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'stallfront-rl-' } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      status: false,
      message: `Too many attempts. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
}

/** `factor` loosens the limit for look-ups a form makes as the person types (check_email). */
export const authRateLimit = (app: FastifyInstance, factor = 1) => ({
  rateLimit: { max: app.ctx.config.AUTH_RATE_LIMIT * factor, timeWindow: '1 minute' },
});

/**
 * One limit per client for the whole reset flow (ask, check, set; store users and vendors alike),
 * as an `onRequest` hook shared by its routes. Route configs with a common `groupId` would not
 * do: @fastify/rate-limit 11.2 still keeps one counter per route (fastify-rate-limit#463).
 */
export const resetFlowRateLimit = (app: FastifyInstance) =>
  app.rateLimit({
    max: app.ctx.config.AUTH_RATE_LIMIT,
    timeWindow: '1 minute',
    // The prefix keeps these keys apart from any other hook-made limit in a shared Redis.
    keyGenerator: (request) => `reset-flow:${normalizeIP(request.ip)}`,
  });
