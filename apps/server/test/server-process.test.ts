import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** The real entry point in its own process, on an embedded database in a fresh folder. */
function startServer(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: { ...process.env, DATABASE_URL: '', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const url = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (match?.[1]) {
        clearInterval(timer);
        resolve(match[1]);
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`server exited early (${code}):\n${output}`));
    });
  });
  return { child, url, output: () => output };
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

const running: ChildProcess[] = [];
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
});

describe('the server process', () => {
  it('migrates and seeds an empty embedded database, serves, shuts down gracefully and keeps its data', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'stallfront-data-'));
    const first = startServer(dataDir);
    running.push(first.child);
    const base = await first.url;
    expect(first.output()).toContain('demo data created');
    expect(first.output()).toContain('Demo sign-ins');
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    const login = await fetch(`${base}/api/auth/store/login_v2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@urban-threads.demo', password: 'stallfront-demo' }),
    });
    expect(login.status).toBe(200);

    const exited = exitOf(first.child);
    first.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(first.output()).toContain('shutting down');

    const second = startServer(dataDir);
    running.push(second.child);
    const again = await second.url;
    expect(second.output()).not.toContain('demo data created');
    const relogin = await fetch(`${again}/api/auth/store/login_v2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@urban-threads.demo', password: 'stallfront-demo' }),
    });
    expect(relogin.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await exitOf(second.child)).toBe(0);
    // Two starts, one seeding the whole demo: about 30 s alone, past two minutes when CI's
    // browser tests and the other API files share the two cores.
  }, 300_000);
});
