import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import dns2 from 'dns2';

const { Packet } = dns2;

/** A port no one listens on now (the OS picks it), for a peer that must be told its port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface Zone {
  a: Map<string, string[]>;
  cname: Map<string, string>;
  txt: Map<string, string[]>;
}

/**
 * A DNS server on 127.0.0.1 answering from a zone the test changes as it goes (what the
 * merchant would add at their DNS host): A, CNAME and TXT; any other question answers empty.
 */
export async function startDnsServer(): Promise<{ address: string; zone: Zone; close(): Promise<void> }> {
  const zone: Zone = { a: new Map(), cname: new Map(), txt: new Map() };
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      if (!question) return send(response);
      const name = question.name.toLowerCase().replace(/\.$/, '');
      const base = { name: question.name, class: Packet.CLASS.IN, ttl: 1 };
      // dns2's types ask for the packet writer's own methods on an answer; it takes plain objects.
      const answer = (record: object) => response.answers.push(record as (typeof response.answers)[number]);
      const cname = zone.cname.get(name);
      if (cname && (question.type === Packet.TYPE.CNAME || question.type === Packet.TYPE.A)) {
        answer({ ...base, type: Packet.TYPE.CNAME, domain: cname });
      } else if (question.type === Packet.TYPE.A) {
        for (const address of zone.a.get(name) ?? []) answer({ ...base, type: Packet.TYPE.A, address });
      } else if (question.type === Packet.TYPE.TXT) {
        for (const data of zone.txt.get(name) ?? []) answer({ ...base, type: Packet.TYPE.TXT, data });
      }
      send(response);
    },
  });
  const port = await freePort();
  await server.listen({ udp: { port, address: '127.0.0.1' } });
  return { address: `127.0.0.1:${port}`, zone, close: () => server.close() };
}

export interface Pebble {
  directoryUrl: string;
  /** Pebble's own TLS certificate (its API's), a file to trust for the ACME calls in the test only. */
  apiCaFile: string;
  /** The root the certificates it issues chain to (made fresh on each start). */
  issuingRoot(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Pebble, Let's Encrypt's ACME test server (Debian's `pebble`), on free ports, asking
 * `dnsServer` for every name and validating HTTP-01 on `httpPort` of whatever that answers.
 */
export async function startPebble(dnsServer: string, httpPort: number): Promise<Pebble> {
  const dir = mkdtempSync(join(tmpdir(), 'stallfront-pebble-'));
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-days',
      '2',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const [apiPort, managementPort, tlsPort] = [await freePort(), await freePort(), await freePort()];
  const config = join(dir, 'pebble-config.json');
  writeFileSync(
    config,
    JSON.stringify({
      pebble: {
        listenAddress: `127.0.0.1:${apiPort}`,
        managementListenAddress: `127.0.0.1:${managementPort}`,
        certificate: cert,
        privateKey: key,
        httpPort,
        tlsPort,
        ocspResponderURL: '',
        externalAccountBindingRequired: false,
      },
    }),
  );
  const child: ChildProcess = spawn('pebble', ['-config', config, '-dnsserver', dnsServer], {
    env: { ...process.env, PEBBLE_VA_NOSLEEP: '1', PEBBLE_WFE_NONCEREJECT: '0', PEBBLE_AUTHZREUSE: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('Listening on')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`pebble exited (${code}):\n${log}`)));
  });
  const timeout = setTimeout(() => child.kill(), 30_000);
  await ready.finally(() => clearTimeout(timeout));
  const management = `https://127.0.0.1:${managementPort}`;
  return {
    directoryUrl: `https://127.0.0.1:${apiPort}/dir`,
    apiCaFile: cert,
    async issuingRoot() {
      // The management API answers over the same self-signed certificate; only this test reads it.
      const { Agent, request } = await import('node:https');
      const { readFileSync } = await import('node:fs');
      return new Promise<string>((resolve, reject) => {
        request(`${management}/roots/0`, { agent: new Agent({ ca: readFileSync(cert) }) }, (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve(body));
        })
          .on('error', reject)
          .end();
      });
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}
