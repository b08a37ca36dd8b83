import type { TestApp, TestResponse } from './harness.js';

/** Sends one file as multipart/form-data in a field named file, as the console does. */
export async function upload(
  t: TestApp,
  url: string,
  file: { name: string; type: string; bytes: Uint8Array | string },
  token?: string,
  method: 'POST' | 'PUT' = 'POST',
  /** Other form fields, sent before the file as the console sends them. */
  fields: Record<string, string> = {},
): Promise<TestResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
  const request = new Request('http://test.local', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  const response = await t.app.inject({
    method,
    url,
    payload,
    headers: {
      'content-type': request.headers.get('content-type') ?? '',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  let body: unknown = response.body;
  try {
    body = response.json();
  } catch {}
  return { statusCode: response.statusCode, body, headers: response.headers };
}
