import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import helmet, { type HelmetOptions } from 'helmet';
import { SHOP_ASSETS_PREFIX } from './asset-urls.js';

/** The console's and the shop's built scripts and stylesheets: our own files, never a page. */
const BUILD_ASSET_PREFIXES = ['/assets/', SHOP_ASSETS_PREFIX];
export const isBuildAsset = (url: string) => BUILD_ASSET_PREFIXES.some((prefix) => url.startsWith(prefix));
/**
 * What a script or stylesheet response still needs: the rest (CSP, frame and opener policies...)
 * governs documents only, and cost about 600 bytes on each of the ~40 files a console page loads.
 */
const ASSET_HEADERS = ['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security'];
/**
 * An API answer is JSON, or a file sent as an attachment: never a page. It gets what OWASP's REST
 * security cheat sheet asks of one, with a policy that lets it load and frame nothing, instead
 * of the console's ten page headers (about 700 bytes on every call, and the time to write them).
 */
const API_HEADERS = [...ASSET_HEADERS, 'x-frame-options'];
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
/** The API's calls; its docs are a page, with the console's policy. */
const isApiCall = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Security headers on every answer (console, API, API docs, media; the API's answers and the
 * build's scripts and stylesheets get the few that apply to them) and `Cache-Control: no-store`
 * on the API's. Call it before any route is registered.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = helmetHeaders(helmetOptions(new URL(app.ctx.config.PUBLIC_URL).protocol === 'https:'));
  const only = (names: string[]) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => names.includes(name)));
  const assetHeaders = only(ASSET_HEADERS);
  // Helmet's policy is the console's page policy; an API answer gets its own, stricter one.
  const apiHeaders = { ...only(API_HEADERS), 'content-security-policy': API_POLICY };
  app.addHook('onRequest', (request, reply, done) => {
    const { url } = request;
    reply.headers(isApiCall(url) ? apiHeaders : isBuildAsset(url) ? assetHeaders : headers);
    done();
  });

  // API answers are per caller (or may become so): no browser or proxy keeps them. A public call
  // may opt in to caching by setting its own Cache-Control, but never when the caller signed it.
  app.addHook('onSend', (request, reply, payload, done) => {
    const signedOrUnset = request.headers.authorization || !reply.hasHeader('cache-control');
    if (signedOrUnset && request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

/**
 * A page policy that also runs one inline script, named by its hash (the shop header's, which
 * writes the visitor's name and cart count into a page that is the same for everyone).
 */
export function policyWithScript(policy: string, script: string): string {
  const hash = createHash('sha256').update(script).digest('base64');
  return policy.replace("script-src 'self'", `script-src 'self' 'sha256-${hash}'`);
}

/** A page policy that may also frame these origins (the shop's video sections). */
export function policyWithFrames(policy: string, origins: readonly string[]): string {
  return `${policy};frame-src 'self' ${origins.join(' ')}`;
}

/** A page policy whose forms may also lead to these origins (checkout redirecting to a payment provider's page). */
export function policyWithFormTargets(policy: string, origins: readonly string[]): string {
  return policy.replace("form-action 'self'", `form-action 'self' ${origins.join(' ')}`);
}

/** A page policy that lets pages of the same origin frame it (the console's preview frame), instead of none. */
export const framableBySelf = (policy: string) => policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'");

/**
 * The headers helmet sets for these options, worked out once: none of them depends on the
 * request (no CSP nonces), and building them per request showed in the request path's profile.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {
    done = true;
  });
  if (!done) throw new Error('helmet did not finish setting its headers at once');
  return headers;
}

function helmetOptions(https: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The built console and the API docs load only their own script files: no inline script.
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // Mantine (and swagger-ui) write <style> elements at run time, e.g. the theme's CSS
        // variables; their content changes with the theme, so no hash can cover them. Inline
        // style cannot run script, so this is the usual trade-off.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Uploads are served at /media/ here, but a product or catalog image may also be any https
        // address (see productImage in packages/shared); blob: is the dropzone's preview.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        // 'self' also admits ws:/wss: to this host (CSP 3), enough for the planned Socket.IO.
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Over plain http (the local default) upgrading would break every request.
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https,
  };
}
