import { masterAdmins } from '../src/db/schema/index.js';
import { hashPassword } from '../src/platform/auth/passwords.js';
import type { TestApp } from './harness.js';

let admins = 0;

/** A platform admin of the test's own, signed in: its master token. */
export async function masterToken(t: TestApp): Promise<string> {
  admins += 1;
  const email = `platform-${admins}-${Date.now()}@example.com`;
  const password = 'platform-admin-pass';
  await t.app.ctx.db
    .insert(masterAdmins)
    .values({ name: 'Platform', email, passwordHash: await hashPassword(password) });
  const res = await t.call('POST', '/api/auth/admin/login', { email, password });
  if (res.statusCode !== 200) throw new Error(`admin sign-in failed: ${JSON.stringify(res.body)}`);
  return res.body.master_token as string;
}

/** Sends a multipart form of text fields and files, as the console's feedback panel does. */
export async function sendForm(
  t: TestApp,
  url: string,
  fields: Record<string, string>,
  files: { field: string; name: string; type: string; bytes: Uint8Array }[],
  token?: string,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const f of files) form.append(f.field, new Blob([f.bytes], { type: f.type }), f.name);
  const request = new Request('http://test.local', { method: 'POST', body: form });
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: {
      'content-type': request.headers.get('content-type') ?? '',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  return { statusCode: response.statusCode, body: response.json() };
}
