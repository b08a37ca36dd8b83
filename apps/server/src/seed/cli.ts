import { resolve } from 'node:path';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/client.js';
import { loadConfig } from '../platform/config.js';
import { printSignIns, seedDemo, seedDemoIfEmpty } from './demo.js';

/** `npm run seed`: seeds an empty database, or prints why it will not touch a used one. */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: resolve(config.DATA_DIR, 'pglite') });
const app = await buildApp({ config: { ...config, LOG_LEVEL: 'warn' }, database });
try {
  const seeded = process.argv.includes('--force') ? await seedDemo(app.ctx) : await seedDemoIfEmpty(app.ctx);
  if (!seeded) process.stdout.write('The database already holds stores; demo data was not added.\n');
  else if (process.argv.includes('--force')) printSignIns(seeded);
} finally {
  await app.close();
}
