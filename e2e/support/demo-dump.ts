import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.js';
import { type Config, loadConfig } from '../../apps/server/src/platform/config.js';
import { seedDemo } from '../../apps/server/src/seed/demo.js';
import { openTestDatabase } from '../../apps/server/test/database.js';
import { openDemoDump } from '../../apps/server/test/demo-dump.js';

/** The settings every browser test's server starts from; `overrides` names its folders. */
export const e2eConfig = (overrides: Record<string, string>): Config =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: '10000', ...overrides });

/**
 * An app on a database holding the demo data: this run's dump with a copy of its images in
 * `config`'s media folder, or, without one (server PostgreSQL, a bench), a new database seeded here.
 */
export async function buildDemoApp(config: Config): Promise<FastifyInstance> {
  const dumped = await openDemoDump(config.MEDIA_DIR as string);
  if (dumped) return buildApp({ config, database: dumped });
  const app = await buildApp({ config, database: await openTestDatabase() });
  await seedDemo(app.ctx);
  return app;
}
