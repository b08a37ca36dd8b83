// `npm start`: install what is missing, build the console and the server, then serve both
// on one port. The server applies migrations at start and seeds an empty database.
import { ensureInstalled, root, run, runOnProjectNode } from './ensure-install.mjs';

ensureInstalled();
runOnProjectNode();
run('npm', ['run', 'build']);
run(process.execPath, ['apps/server/dist/main.js'], { cwd: root, env: { ...process.env } });
