// `npm start`: install what is missing, build what changed (the console, the shop's client files and the
// server), then serve all on one port. The server applies migrations at start and seeds an empty database.
import { buildChanged } from './build-changed.mjs';
import { ensureInstalled, root, run, runOnProjectNode } from './ensure-install.mjs';

await ensureInstalled();
runOnProjectNode();
buildChanged();
process.stdout.write(
  'Starting the server: migrations, then demo data if the database is empty (the first start takes a minute)...\n',
);
// React renders the shop's pages with its production build unless NODE_ENV says otherwise.
run(process.execPath, ['apps/server/dist/main.js'], { cwd: root, env: { NODE_ENV: 'production', ...process.env } });
