import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type Database, migrationsFolder, openDatabase } from '../src/db/client.js';

const DUMP_PREFIX = 'stallfront-migrated-';

/** PGlite's version and every migration file: a dump made before either changed is never loaded. */
function migrationsKey(): string {
  const hash = createHash('sha256');
  // The package exports no package.json; its entry point lies in dist/.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')).version);
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(name).update(readFileSync(path));
    }
  };
  walk(migrationsFolder());
  return hash.digest('hex').slice(0, 16);
}

/** Writes an open PGlite's data folder to `file`, whole or not at all: test files running side by side may race to write it. */
export async function writeDump(database: Database, file: string): Promise<void> {
  if (database.queueConnection.kind !== 'pglite') throw new Error('only PGlite dumps its data folder');
  const dump = await database.queueConnection.pglite.dumpDataDir('none');
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
}

/** This process's copy of the dump: a file that opens several databases reads it once. */
let loaded: Promise<Blob> | undefined;

/**
 * A migrated PGlite's data folder, made once for these migrations and loaded by every test file
 * that opens PGlite: creating and migrating one takes about 3 s, loading the dump about 0.5 s.
 * It lives in the temp folder, beside nothing older: a dump of earlier migrations is removed.
 */
export function migratedDump(): Promise<Blob> {
  loaded ??= readMigratedDump();
  return loaded;
}

async function readMigratedDump(): Promise<Blob> {
  const name = `${DUMP_PREFIX}${migrationsKey()}.tar`;
  const file = join(tmpdir(), name);
  if (!existsSync(file)) {
    const database = await openDatabase({});
    await writeDump(database, file);
    await database.close();
    for (const old of readdirSync(tmpdir())) {
      if (old.startsWith(DUMP_PREFIX) && old.endsWith('.tar') && old !== name)
        rmSync(join(tmpdir(), old), { force: true });
    }
  }
  return new Blob([readFileSync(file)]);
}
