import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from './errors.js';

type Consume = (...keys: string[]) => Promise<void>;
/** One limiter per app and name, however many routes (the shop's mounts) ask for it. */
const made = new WeakMap<FastifyInstance, Map<string, Consume>>();

/** How many attempts a key may make in how many seconds. */
export interface Allowance {
  points: number;
  seconds: number;
}

/**
 * Attempts a key may make (by default a minute's AUTH_RATE_LIMIT, as the console's sign-ins),
 * counted in Redis when REDIS_URL is set so every node agrees. `consume` refuses with the
 * console's words once any of its keys (an address, an account) has used its allowance.
 */
export function attemptLimit(app: FastifyInstance, name: string, allowance?: Allowance): Consume {
  const ofApp = made.get(app) ?? new Map<string, Consume>();
  made.set(app, ofApp);
  const existing = ofApp.get(name);
  if (existing) return existing;
  const consume = makeLimit(app, name, allowance ?? { points: app.ctx.config.AUTH_RATE_LIMIT, seconds: 60 });
  ofApp.set(name, consume);
  return consume;
}

function makeLimit(app: FastifyInstance, name: string, { points, seconds }: Allowance): Consume {
  const { REDIS_URL } = app.ctx.config;
  const options = { keyPrefix: `stallfront-${name}`, points, duration: seconds };
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
        throw new HttpError(429, `Too many attempts. Try again in ${waitOf(refusal.msBeforeNext)}.`);
      }
    }
  };
}

/** "45 seconds", or "12 minutes" once the wait is longer than two. */
function waitOf(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return seconds <= 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
}
