// `npm start`: install what is missing, build the console, the shop's client files and the server, then serve all
// on one port. The server applies migrations at start and seeds an empty database.
import { ensureInstalled, root, run, runOnProjectNode } from './ensure-install.mjs';

ensureInstalled();
runOnProjectNode();
run('npm', ['run', 'build']);
// React renders the shop's pages with its production build unless NODE_ENV says otherwise.
run(process.execPath, ['apps/server/dist/main.js'], { cwd: root, env: { NODE_ENV: 'production', ...process.env } });
