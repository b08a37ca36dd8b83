import { resolve } from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import { pruneAuthRecords } from './platform/auth/prune.js';
import { loadConfig } from './platform/config.js';
import { listenTls } from './modules/domains/tls.js';
import { hasDemoData, seedDemoIfEmpty } from './seed/demo.js';
import { formatSignIns } from './seed/demo-stores.js';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: resolve(config.DATA_DIR, 'pglite'),
});
const app = await buildApp({
  config: {
    ...config,
    WEB_DIST: config.WEB_DIST ?? resolve(import.meta.dirname, '../../web/dist'),
    SHOP_DIST: config.SHOP_DIST ?? resolve(import.meta.dirname, '../../storefront/dist'),
  },
  database,
});

if (config.SEED_DEMO === 'if-empty' && (await seedDemoIfEmpty(app.ctx))) app.log.info('demo data created');
// Every module has defined its jobs and subscribers by now; app.close() (below) stops the queue.
await app.ctx.jobs.start();

const PRUNE_EVERY_MS = 6 * 3_600_000;
const prune = () =>
  pruneAuthRecords(database.db, new Date())
    .then((pruned) => app.log.info(pruned, 'pruned ended sessions and reset codes'))
    .catch((err) => app.log.error({ err }, 'pruning sessions failed'));
void prune();
const pruneTimer = setInterval(prune, PRUNE_EVERY_MS).unref();
app.addHook('onClose', async () => clearInterval(pruneTimer));

/** The custom domains' HTTPS listener, when HTTPS_PORT starts one; it stops before the app. */
let stopTls = async () => {};
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await stopTls();
  await app.close();
});

await app.listen({ host: config.HOST, port: config.PORT });
// Shops on their own domains over TLS: each handshake picks the domain's certificate (modules/domains/tls.ts).
if (config.HTTPS_PORT !== undefined) {
  const tls = await listenTls(app, config.HOST, config.HTTPS_PORT);
  stopTls = tls.close;
  app.log.info(`custom domains are served over HTTPS on port ${tls.port}`);
}
app.log.info(`Stallfront is serving on ${config.PUBLIC_URL} (database: ${database.kind}); API docs at /api/docs`);
if (await hasDemoData(app.ctx)) process.stdout.write(formatSignIns(config.PUBLIC_URL));
