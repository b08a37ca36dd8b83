import sharp from 'sharp';
import type { TestApp, TestResponse } from './harness.js';

/** POST /api/store/chat as the console sends it: `data` JSON and an optional `attachments` image. */
export async function sendChat(
  t: TestApp,
  token: string,
  data: unknown,
  ...images: { name: string; type: string; bytes: Uint8Array }[]
): Promise<TestResponse> {
  const form = new FormData();
  form.append('data', typeof data === 'string' ? data : JSON.stringify(data));
  for (const image of images) form.append('attachments', new Blob([image.bytes], { type: image.type }), image.name);
  const request = new Request('http://test.local', { method: 'POST', body: form });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/store/chat',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '', authorization: `Bearer ${token}` },
  });
  return { statusCode: response.statusCode, body: response.json(), headers: response.headers };
}

/** A small real PNG. */
export const pngBytes = (width = 40) =>
  sharp({ create: { width, height: 30, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

/** A GIF's bytes, to be sent under a .png name and type. */
export const gifBytes = () =>
  sharp({ create: { width: 10, height: 10, channels: 3, background: '#ff0000' } })
    .gif()
    .toBuffer();

/** A platform admin's token, issued as the admin sign-in issues it. */
export async function masterToken(t: TestApp): Promise<string> {
  const { token } = await t.app.ctx.sessions.issue({
    principalType: 'master',
    principalId: '00000000-0000-4000-8000-000000000001',
    storeId: null,
  });
  return token;
}
