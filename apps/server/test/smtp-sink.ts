import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SinkMail {
  to: string;
  raw: string;
}

/** The body of a mail as its reader shows it: quoted-printable soft breaks and escapes undone. */
export const decodedMail = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/**
 * A local SMTP server that keeps what it is sent: no TLS, no sign-in. Recipients in `refuse` are
 * refused at RCPT TO, as a server refuses an unknown mailbox.
 */
export async function startSmtpSink({ refuse = [] as string[], keep = true } = {}) {
  const mails: SinkMail[] = [];
  let received = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    size: 10 * 1024 * 1024,
    onRcptTo(address, _session, callback) {
      if (refuse.includes(address.address)) return callback(new Error('550 No such mailbox here'));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received += 1;
        if (keep) {
          const to = session.envelope.rcptTo.map((r) => r.address).join(',');
          mails.push({ to, raw: Buffer.concat(chunks).toString('utf8') });
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
