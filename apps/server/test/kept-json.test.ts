import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deepFreeze, keptJsonSerializerCompiler } from '../src/platform/kept-json.js';

const schema = z.object({ name: z.string(), tags: z.array(z.string()) });
const serializerFor = () =>
  keptJsonSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' } as never) as (
    d: unknown,
  ) => string;

describe('the kept JSON serializer', () => {
  it('strips what the schema does not name and refuses what breaks it, frozen or not', () => {
    const serialize = serializerFor();
    expect(serialize({ name: 'Tee', tags: [], secret: 'x' })).toBe('{"name":"Tee","tags":[]}');
    expect(serialize(deepFreeze({ name: 'Tee', tags: ['a'], secret: 'x' }))).toBe('{"name":"Tee","tags":["a"]}');
    expect(() => serialize(deepFreeze({ name: 42, tags: [] }))).toThrow();
  });

  it('writes a frozen answer once, and an answer that may change every time', () => {
    const serialize = serializerFor();
    let reads = 0;
    const counted = (value: object) =>
      new Proxy(value, {
        get(target, key, receiver) {
          if (key === 'name') reads += 1;
          return Reflect.get(target, key, receiver);
        },
      });
    const frozen = counted(deepFreeze({ name: 'Tee', tags: ['a'] }));
    expect(serialize(frozen)).toBe(serialize(frozen));
    expect(reads).toBe(1);
    const open = counted({ name: 'Tee', tags: ['a'] });
    serialize(open);
    serialize(open);
    expect(reads).toBe(3);
  });

  it('freezes all the way down', () => {
    const answer = deepFreeze({ data: { list: [{ id: 1 }] } });
    expect(Object.isFrozen(answer.data.list[0])).toBe(true);
  });
});
