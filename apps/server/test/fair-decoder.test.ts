import { describe, expect, it } from 'vitest';
import { fairDecoder } from '../src/platform/files/fair-decoder.js';
import { deferred } from './deferred.js';

const MP = 1_000_000;

/** Queues a task that records its start and runs until the test finishes it. */
function harness(decode: ReturnType<typeof fairDecoder>) {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const done: Promise<void>[] = [];
  const add = (storeId: string, name: string, pixels: number) => {
    const gate = deferred();
    finishers.set(name, () => gate.resolve());
    done.push(
      decode(storeId, pixels, async () => {
        started.push(name);
        await gate.promise;
      }),
    );
  };
  const finish = async (name: string) => {
    finishers.get(name)?.();
    // Let the finished task's slot pass on before the test looks.
    await new Promise((r) => setImmediate(r));
  };
  return { started, add, finish, all: () => Promise.all(done) };
}

describe('the fair image decoder', () => {
  it('leaves room for another store’s small image while one store’s large ones wait their turn', async () => {
    const h = harness(fairDecoder({ slots: 2, pixelsPerStore: 40 * MP }));
    for (const i of [1, 2, 3, 4]) h.add('big', `big-${i}`, 40 * MP);
    h.add('small', 'small', 100);
    await h.finish('none');
    expect(h.started).toEqual(['big-1', 'small']);
    await h.finish('small');
    await h.finish('big-1');
    expect(h.started).toEqual(['big-1', 'small', 'big-2']);
    for (const name of ['big-2', 'big-3', 'big-4']) await h.finish(name);
    await h.all();
    expect(h.started).toEqual(['big-1', 'small', 'big-2', 'big-3', 'big-4']);
  });

  it('serves stores in turn rather than oldest first', async () => {
    const h = harness(fairDecoder({ slots: 1, pixelsPerStore: 40 * MP }));
    for (const name of ['a1', 'a2', 'a3']) h.add('a', name, MP);
    for (const name of ['b1', 'b2']) h.add('b', name, MP);
    for (const name of ['a1', 'b1', 'a2', 'b2', 'a3']) await h.finish(name);
    await h.all();
    expect(h.started).toEqual(['a1', 'b1', 'a2', 'b2', 'a3']);
  });

  it('runs a store’s small images side by side, and one image over the budget alone', async () => {
    const h = harness(fairDecoder({ slots: 2, pixelsPerStore: 40 * MP }));
    h.add('a', 'small-1', 2 * MP);
    h.add('a', 'small-2', 2 * MP);
    await h.finish('none');
    expect(h.started).toEqual(['small-1', 'small-2']);
    h.add('a', 'huge', 60 * MP);
    await h.finish('small-1');
    expect(h.started).toEqual(['small-1', 'small-2']);
    await h.finish('small-2');
    expect(h.started).toEqual(['small-1', 'small-2', 'huge']);
    await h.finish('huge');
    await h.all();
  });

  it('frees the slot of a task that fails', async () => {
    const decode = fairDecoder({ slots: 1, pixelsPerStore: MP });
    await expect(decode('a', MP, () => Promise.reject(new Error('broken image')))).rejects.toThrow('broken image');
    await expect(decode('a', MP, async () => 'next')).resolves.toBe('next');
  });
});
