import { describe, expect, it } from 'vitest';
import { toCsv } from '../src/platform/files/csv.js';
import { limiter } from '../src/platform/files/limiter.js';
import { isOwnMediaUrl } from '../src/platform/files/media-store.js';

describe('limiter', () => {
  it('runs at most N tasks at once, the others in turn, and frees a slot when a task fails', async () => {
    const limit = limiter(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (i: number) =>
      limit(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        order.push(i);
        if (i === 1) throw new Error('boom');
        return i;
      });
    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map(task));
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5, 6]);
    expect(results.map((r) => r.status)).toEqual(['rejected', ...Array(5).fill('fulfilled')]);
    expect(await limit(async () => 'free again')).toBe('free again');
  });
});

describe('isOwnMediaUrl', () => {
  const own = '11111111-1111-4111-8111-111111111111';
  const other = '22222222-2222-4222-8222-222222222222';

  it.each([
    `/media/${own}/a.webp`,
    `/media/${own}/./a.webp`,
    `/media/${own}/x/../a.webp`,
    `/media/${own}/a.webp?v=../../${other}`,
  ])('takes %s', (url) => expect(isOwnMediaUrl(url, own)).toBe(true));

  it.each([
    `/media/${other}/a.webp`,
    `/media/${own}/../${other}/a.webp`,
    `/media/${own}/%2e%2e/${other}/a.webp`,
    `/media/${own}/%2E./${other}/a.webp`,
    `/media/${own}/..%2f${other}/a.webp`,
    `/media/${own}/..\\${other}/a.webp`,
    `/media/${own}/..%5c${other}/a.webp`,
    `/media/${own}/.\t./${other}/a.webp`,
    `/media/${own}/%zz/a.webp`,
    `/media/${own}`,
    `/media/${own}-x/a.webp`,
    `https://shop.example/media/${own}/a.webp`,
  ])('refuses %s', (url) => expect(isOwnMediaUrl(url, own)).toBe(false));
});

describe('toCsv', () => {
  it('quotes text that starts like a formula, and leaves numbers alone', () => {
    const rows = [
      { a: '-2+3', b: -5 },
      { a: '=1', b: 1.5 },
      { a: '+1', b: 0 },
      { a: '@SUM(1)', b: null },
      { a: '\tx', b: undefined },
      { a: '\rx', b: '-5' },
      { a: ['-a', 'b'], b: 'plain - text' },
    ];
    expect(toCsv(['a', 'b'], rows).split('\r\n')).toEqual([
      'a,b',
      "'-2+3,-5",
      "'=1,1.5",
      "'+1,0",
      "'@SUM(1),",
      "'\tx,",
      `"'\rx",'-5`,
      "'-a|b,plain - text",
    ]);
  });
});
