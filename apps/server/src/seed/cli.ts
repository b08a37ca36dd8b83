import { resolve } from 'node:path';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/client.js';
import { loadConfig } from '../platform/config.js';
import { seedDemoIfEmpty } from './demo.js';
import { formatSignIns } from './demo-stores.js';

/** `npm run seed`: seeds an empty database, or prints why it will not touch a used one. */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: resolve(config.DATA_DIR, 'pglite') });
const app = await buildApp({ config: { ...config, LOG_LEVEL: 'warn' }, database });
try {
  if (await seedDemoIfEmpty(app.ctx)) process.stdout.write(formatSignIns(config.PUBLIC_URL));
  else process.stdout.write('The database already holds stores or admins; demo data was not added.\n');
} finally {
  await app.close();
}
