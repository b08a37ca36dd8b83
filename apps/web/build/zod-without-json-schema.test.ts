import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { processorNames } from './zod-without-json-schema';

// The zod that the console is built with, as the plugin meets it.
const zodRoot = dirname(createRequire(import.meta.url).resolve('zod/package.json'));
const read = (path: string) => readFileSync(join(zodRoot, 'v4', path), 'utf8');

describe('the console build without zod JSON Schema', () => {
  it('stands in for every processor the classic schemas reach for', () => {
    const used = new Set([...read('classic/schemas.js').matchAll(/\bprocessors\.(\w+)\(/g)].map((m) => m[1] as string));
    const stood = new Set([...processorNames(read('core/json-schema-processors.js')), 'aggregateChecks']);
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((name) => !stood.has(name))).toEqual([]);
  });

  it('imports the two modules it replaces by the paths it expects', () => {
    const schemas = read('classic/schemas.js');
    expect(schemas).toContain('from "../core/json-schema-processors.js"');
    expect(schemas).toContain('from "../core/to-json-schema.js"');
    expect(schemas).toMatch(/import \{ createStandardJSONSchemaMethod, createToJSONSchemaMethod \} from/);
  });
});
