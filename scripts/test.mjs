// `npm test`: every test: types, lint, then the unit and API tests (vitest). With
// DATABASE_URL set, the API tests run against that PostgreSQL server instead of PGlite.
import { ensureInstalled, run } from './ensure-install.mjs';

ensureInstalled();
run('npm', ['run', 'typecheck']);
run('npx', ['biome', 'check', '.']);
run('npx', ['vitest', 'run', ...process.argv.slice(2)]);
