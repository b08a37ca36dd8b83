import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpStore } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';

/** Two API nodes on one database, as behind a load balancer: no session state lives in a node. */
let nodeA: TestApp;
let nodeB: TestApp;
beforeAll(async () => {
  nodeA = await startTestApp();
  nodeB = await startTestApp({}, nodeA.app.ctx.database);
});
afterAll(async () => {
  await nodeB.close();
  await nodeA.close();
});

describe('stateless API nodes', () => {
  it('accept each other’s tokens and honour each other’s sign-outs', async () => {
    const { token } = await signUpStore(nodeA);
    expect((await nodeB.call('GET', '/api/store/details', undefined, token)).statusCode).toBe(200);
    await nodeB.call('POST', '/api/store/logout', undefined, token);
    const after = await nodeA.call('GET', '/api/store/details', undefined, token);
    expect(after.body.session_end).toBe(true);
  });
});
