import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** The virtual stand-ins, named by the zod core folder whose modules they stand in for. */
const PROCESSORS = '\0zod-json-schema-processors:';
const TO_JSON_SCHEMA = '\0zod-to-json-schema:';
const CLASSIC_SCHEMAS = /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/;

const unavailable = `const unavailable = () => {
  throw new Error('The console is built without zod\\'s JSON Schema output (build/zod-without-json-schema.ts).');
};`;

/** The processor names zod's classic schemas reach for, read from the real module. */
export function processorNames(source: string): string[] {
  return [...source.matchAll(/^export const (\w+Processor)\b/gm)].map((match) => match[1] as string);
}

/**
 * Every zod schema built by the classic API can print itself as JSON Schema: its constructor
 * stores a closure over the JSON Schema processors, so they cannot be tree-shaken, and about
 * 5.5 KB of the sign-in page and of every console page was code the console never runs (the API
 * server prints the OpenAPI document; the browser only parses). In the build, classic's imports
 * of those two modules answer with stand-ins that throw if called; `aggregateChecks` (behind
 * getters such as `.minLength`) stays the real one. Should zod move these files, nothing
 * matches and the build bundles them as before.
 */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'stallfront:zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !CLASSIC_SCHEMAS.test(importer)) return null;
      const core = join(dirname(importer), '..', 'core');
      if (source === '../core/json-schema-processors.js') return PROCESSORS + core;
      if (source === '../core/to-json-schema.js') return TO_JSON_SCHEMA + core;
      return null;
    },
    load(id) {
      if (id.startsWith(TO_JSON_SCHEMA)) {
        return `${unavailable}
export const createToJSONSchemaMethod = () => unavailable;
export const createStandardJSONSchemaMethod = () => unavailable;`;
      }
      if (!id.startsWith(PROCESSORS)) return null;
      const real = join(id.slice(PROCESSORS.length), 'json-schema-processors.js');
      const names = processorNames(readFileSync(real, 'utf8'));
      return `${unavailable}
export { aggregateChecks } from ${JSON.stringify(real)};
${names.map((name) => `export const ${name} = unavailable;`).join('\n')}`;
    },
  };
}
