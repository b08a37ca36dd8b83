import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from './errors.js';

type Consume = (...keys: string[]) => Promise<void>;
/** One limiter per app and name, however many routes (the shop's mounts) ask for it. */
const made = new WeakMap<FastifyInstance, Map<string, Consume>>();

/**
 * Attempts a key may make a minute (AUTH_RATE_LIMIT, as the console's sign-ins), counted in
 * Redis when REDIS_URL is set so every node agrees. `consume` refuses with the console's words
 * once any of its keys (an address, an account) has used its minute.
 */
export function attemptLimit(app: FastifyInstance, name: string): Consume {
  const ofApp = made.get(app) ?? new Map<string, Consume>();
  made.set(app, ofApp);
  const existing = ofApp.get(name);
  if (existing) return existing;
  const consume = makeLimit(app, name);
  ofApp.set(name, consume);
  return consume;
}

function makeLimit(app: FastifyInstance, name: string): Consume {
  const { REDIS_URL, AUTH_RATE_LIMIT } = app.ctx.config;
  const options = { keyPrefix: `stallfront-${name}`, points: AUTH_RATE_LIMIT, duration: 60 };
  let limiter: RateLimiterMemory | RateLimiterRedis;
  if (REDIS_URL) {
    const redis = new Redis(REDIS_URL, { connectTimeout: 500, maxRetriesPerRequest: 1 });
    app.addHook('onClose', async () => void redis.quit());
    limiter = new RateLimiterRedis({ ...options, storeClient: redis });
  } else limiter = new RateLimiterMemory(options);

  return async function consume(...keys: string[]): Promise<void> {
    for (const key of keys) {
      try {
        await limiter.consume(key);
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        throw new HttpError(429, `Too many attempts. Try again in ${Math.ceil(refusal.msBeforeNext / 1000)} seconds.`);
      }
    }
  };
}
