import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledWriter, deepFreeze, keptJsonSerializerCompiler } from '../src/platform/kept-json.js';

const schema = z.object({ name: z.string(), tags: z.array(z.string()) });
const serializerFor = (checked = true, answerSchema: z.ZodType = schema) =>
  keptJsonSerializerCompiler({ checked })({
    schema: answerSchema,
    method: 'GET',
    url: '/x',
    httpStatus: '200',
  } as never) as unknown as (d: unknown) => string;

describe('the kept JSON serializer', () => {
  it('strips what the schema does not name and refuses what breaks it, frozen or not', () => {
    const serialize = serializerFor();
    expect(serialize({ name: 'Tee', tags: [], secret: 'x' })).toBe('{"name":"Tee","tags":[]}');
    expect(serialize(deepFreeze({ name: 'Tee', tags: ['a'], secret: 'x' }))).toBe('{"name":"Tee","tags":["a"]}');
    expect(() => serialize(deepFreeze({ name: 42, tags: [] }))).toThrow();
  });

  it('writes in production with the compiled writer alone, naming only what the schema names', () => {
    const serialize = serializerFor(false);
    expect(serialize({ name: 'Tee', tags: ['a'], secret: 'x' })).toBe('{"name":"Tee","tags":["a"]}');
    // Unchecked: a wrong type is written as the schema's type, not refused.
    expect(serialize({ name: 42, tags: [] })).toBe('{"name":"42","tags":[]}');
  });

  it('compiles what JSON Schema can say, and leaves dates and transforms to zod', () => {
    const page = z.object({
      status: z.literal(true),
      list: z.array(z.object({ id: z.uuid(), price: z.number().int().nullable(), on: z.iso.datetime() })),
      meta: z.record(z.string(), z.number()),
      kind: z.discriminatedUnion('type', [
        z.object({ type: z.literal('a'), a: z.string() }),
        z.object({ type: z.literal('b') }),
      ]),
    });
    const write = compiledWriter(page);
    const answer = {
      status: true,
      list: [{ id: '7b0f3a52-8d0e-4c7e-9a51-0d6f2f7e1a11', price: null, on: '2026-11-24T10:00:00.000Z', extra: 1 }],
      meta: { a: 1 },
      kind: { type: 'a', a: 'x' },
    };
    expect(write?.(answer)).toBe(serializerFor(true, page)(answer));
    expect(compiledWriter(z.object({ at: z.date() }))).toBeUndefined();
    expect(compiledWriter(z.string().transform((s) => s.length))).toBeUndefined();
  });

  it('writes a frozen answer once, and an answer that may change every time', () => {
    const serialize = serializerFor(false);
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
