import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type RouteSchema = Parameters<typeof serializerCompiler>[0];
type Write = (data: unknown) => string;

/** Freezes an answer all the way down, so it can be sent again as it was first written. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * fast-json-stringify compiled from the answer schema's JSON Schema: it writes only what the
 * schema names, without checking it. Undefined when JSON Schema cannot say the schema (a date, a
 * transform): zod writes those answers.
 */
export function compiledWriter(schema: unknown): Write | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    return fastJson(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as never) as Write;
  } catch {
    return undefined;
  }
}

/**
 * How an answer is written. Zod checks it against its schema and strips what the schema does not
 * name; for a 25-row product page that takes twice as long as writing it (about 30 µs against 15),
 * so production writes with the compiled writer alone. Tests and development run both, refuse an answer where they
 * differ and send the compiled writer's: every API test holds it to zod's (docs/decisions.md).
 */
function answerWriter(route: RouteSchema, checked: boolean): Write {
  const check = serializerCompiler(route) as Write;
  const write = compiledWriter(route.schema);
  if (!write) return check;
  if (!checked) return write;
  return (data) => {
    const expected = check(data);
    const written = write(data);
    // Key order may differ (fast-json-stringify writes required properties first); JSON does not mind.
    if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
      throw new Error(`${route.method} ${route.url}: the compiled writer wrote ${written} where zod wrote ${expected}`);
    }
    return written;
  };
}

/**
 * The answer writer, compiled on a route's first answer (not at start: most routes of a test's app
 * never answer), with the JSON of a frozen answer kept: a handler that hands back the same frozen
 * object (see deepFreeze) is written once.
 */
export function keptJsonSerializerCompiler(options: {
  checked: boolean;
}): FastifySerializerCompiler<RouteSchema['schema']> {
  return (route) => {
    let write: Write | undefined;
    const written = new WeakMap<object, string>();
    const serialize = (data: unknown) => {
      write ??= answerWriter(route as RouteSchema, options.checked);
      return write(data);
    };
    return (data) => {
      if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return serialize(data);
      let json = written.get(data);
      if (json === undefined) {
        json = serialize(data);
        written.set(data, json);
      }
      return json;
    };
  };
}
