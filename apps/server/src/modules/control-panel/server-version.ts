import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';

export interface ServerVersion {
  version: string;
  commit: string | null;
  node: string;
  started_on: string;
}

/** The server package's version: beside the sources (src/modules/control-panel) or the bundle (dist). */
async function packageVersion(): Promise<string> {
  if (process.env.APP_VERSION) return process.env.APP_VERSION;
  for (const up of ['../../../package.json', '../package.json']) {
    try {
      const parsed = JSON.parse(await readFile(new URL(up, import.meta.url), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (parsed.name === '@stallfront/server' && parsed.version) return parsed.version;
    } catch {}
  }
  return 'unknown';
}

/** The commit the server was built from: GIT_COMMIT when the deploy sets it, else the checkout's, else none. */
function gitCommit(): Promise<string | null> {
  if (process.env.GIT_COMMIT) return Promise.resolve(process.env.GIT_COMMIT.slice(0, 12));
  return new Promise((resolve) => {
    execFile(
      'git',
      ['rev-parse', '--short=12', 'HEAD'],
      { cwd: new URL('.', import.meta.url), timeout: 2000 },
      (error, stdout) => resolve(error ? null : stdout.trim() || null),
    );
  });
}

const startedOn = new Date().toISOString();
let known: Promise<ServerVersion> | undefined;

/** Read once per process: neither changes while it runs. */
export function serverVersion(): Promise<ServerVersion> {
  known ??= Promise.all([packageVersion(), gitCommit()]).then(([version, commit]) => ({
    version,
    commit,
    node: process.version,
    started_on: startedOn,
  }));
  return known;
}
