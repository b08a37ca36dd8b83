import { ALL_CALLS } from '@stallfront/shared';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { isGate } from './auth/guards.js';

const declared = new Map(ALL_CALLS.map((call) => [`${call.method} /api${call.path}`, call]));

/**
 * Every API route must come from a shared endpoint declaration, and every signed-in one must
 * run the gate that declaration names; a route added any other way stops the server at start.
 */
export function requireDeclaredRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const call = declared.get(`${method} ${route.url}`);
      if (!call) throw new Error(`${method} ${route.url} is not declared in packages/shared's API calls`);
      const hooks = [route.onRequest ?? []].flat();
      if (call.auth !== 'public' && !hooks.some(isGate)) {
        throw new Error(`${method} ${route.url} does not run the gate its declaration names`);
      }
    }
  });
}
