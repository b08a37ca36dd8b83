import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const rootPackage = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));

describe('the runtime', () => {
  it('is the Node the project pins, whatever Node the machine has', () => {
    const pinned = String(rootPackage.devDependencies.node).replace(/^[\^~]/, '');
    expect(process.versions.node.split('.')[0]).toBe(pinned.split('.')[0]);
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(22);
  });
});
