import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler } from 'fastify-type-provider-zod';

/** Freezes an answer all the way down, so it can be sent again as it was first written. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The zod serializer (checks the answer against its schema, strips what it does not name),
 * with the JSON of a frozen answer kept: a handler that hands back the same frozen object
 * (see deepFreeze) is checked and written once.
 */
export const keptJsonSerializerCompiler: FastifySerializerCompiler<
  Parameters<typeof serializerCompiler>[0]['schema']
> = (route) => {
  const serialize = serializerCompiler(route);
  const written = new WeakMap<object, string>();
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
