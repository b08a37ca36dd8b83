import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUpStore } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { type SmtpPeer, startSmtpPeer } from './smtp-peer.js';

let peer: SmtpPeer;
let t: TestApp;
beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await startTestApp({ SMTP_URL: peer.url, MAIL_FROM: 'Stallfront <mail@stallfront.test>' });
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

async function resetMailTo(email: string) {
  const rows = await t.app.ctx.db.query.mailOutbox.findMany();
  return rows.find((m) => m.toAddress === email && m.subject.includes('reset'));
}

describe('mail through SMTP', () => {
  it('delivers a reset code over SMTP and marks the outbox row sent', async () => {
    const { body } = await signUpStore(t);
    peer.messages.length = 0;
    await t.call('POST', '/api/auth/store/forgot_request', { email: body.email });
    // The code is mailed after the answer, so a known and an unknown email answer alike.
    await vi.waitFor(() => expect(peer.messages).toHaveLength(1));
    expect(peer.messages[0]).toContain(`To: ${body.email}`);
    expect(peer.messages[0]).toMatch(/reset code is \d{6}/);
    await vi.waitFor(async () => {
      const reset = await resetMailTo(body.email);
      expect(reset).toMatchObject({ transport: 'smtp', error: null });
      expect(reset?.sentAt).toBeInstanceOf(Date);
    });
  });

  it('keeps the message in the outbox with the error when SMTP is down', async () => {
    const { body } = await signUpStore(t);
    await peer.close();
    const res = await t.call('POST', '/api/auth/store/forgot_request', { email: body.email });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(async () => {
      const reset = await resetMailTo(body.email);
      expect(reset?.sentAt).toBeNull();
      expect(reset?.error).toBeTruthy();
    });
    peer = await startSmtpPeer();
  });
});
