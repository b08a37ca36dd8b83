import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');
const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => ({ file, text: readFileSync(join(SRC, file), 'utf8') }));

describe('what keeps the sign-in page light (docs/architecture.md, "The console")', () => {
  it('imports the shared package by subpath: its barrel would bundle every zod schema into every page', () => {
    const barrel = sources.filter(({ text }) => /from '@stallfront\/shared'/.test(text)).map(({ file }) => file);
    expect(barrel).toEqual([]);
  });

  it("loads Mantine's CSS per component, not the whole styles.css", () => {
    const whole = sources.filter(({ text }) => text.includes("'@mantine/core/styles.css'")).map(({ file }) => file);
    expect(whole).toEqual([]);
  });
});
