import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('mail through SMTP', () => {
  it('delivers a reset code over SMTP and marks the outbox row sent', async () => {
    const { body } = await signUpStore(t);
    peer.messages.length = 0;
    await t.call('POST', '/api/auth/store/forgot_request', { email: body.email });
    expect(peer.messages).toHaveLength(1);
    expect(peer.messages[0]).toContain(`To: ${body.email}`);
    expect(peer.messages[0]).toMatch(/reset code is \d{6}/);
    const rows = await t.app.ctx.db.query.mailOutbox.findMany();
    const reset = rows.find((m) => m.toAddress === body.email && m.subject.includes('reset'));
    expect(reset).toMatchObject({ transport: 'smtp', error: null });
    expect(reset?.sentAt).toBeInstanceOf(Date);
  });

  it('keeps the message in the outbox with the error when SMTP is down', async () => {
    const { body } = await signUpStore(t);
    await peer.close();
    const res = await t.call('POST', '/api/auth/store/forgot_request', { email: body.email });
    expect(res.statusCode).toBe(200);
    const rows = await t.app.ctx.db.query.mailOutbox.findMany();
    const reset = rows.find((m) => m.toAddress === body.email && m.subject.includes('reset'));
    expect(reset?.sentAt).toBeNull();
    expect(reset?.error).toBeTruthy();
    peer = await startSmtpPeer();
  });
});
