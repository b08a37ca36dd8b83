import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML part beside the text (a newsletter campaign). */
  html?: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
}

/** What became of a message: kept in the outbox only, sent over SMTP, or refused by SMTP (error). */
export interface MailDelivery {
  transport: 'outbox' | 'smtp';
  error: string | null;
}

export interface Mailer {
  /** Never throws for a refused delivery: the outbox keeps the message and the answer says what happened. */
  send(message: MailMessage): Promise<MailDelivery | undefined>;
  /** Closes a pooled transport's connections. */
  close?(): void;
}

export interface MailerOptions {
  /** SMTP connections kept open and reused (nodemailer's pool), for mail sent in bulk. */
  pool?: boolean;
}

/**
 * Every message is written to the outbox first. With SMTP configured it is then sent and
 * marked; without, the outbox (readable by the platform admin) and the log are the delivery.
 */
export function createMailer(
  db: Db,
  log: FastifyBaseLogger,
  smtpUrl: string | undefined,
  from: string,
  { pool = false }: MailerOptions = {},
): Mailer {
  // nodemailer reads its options from the address's query string, pool=true among them.
  const pooled = (url: string) => `${url}${url.includes('?') ? '&' : '?'}pool=true`;
  const transport = smtpUrl ? nodemailer.createTransport(pool ? pooled(smtpUrl) : smtpUrl) : null;
  return {
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html ?? null,
          transport: transport ? 'smtp' : 'outbox',
        })
        .returning({ id: mailOutbox.id });
      if (!transport || !row) {
        log.info({ to: message.to, subject: message.subject, outboxId: row?.id }, 'mail kept in the outbox');
        return { transport: 'outbox', error: null };
      }
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.headers ? { headers: message.headers } : {}),
        });
        await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
        return { transport: 'smtp', error: null };
      } catch (err) {
        log.error({ err, outboxId: row.id }, 'SMTP delivery failed; the message stays in the outbox');
        await db
          .update(mailOutbox)
          .set({ error: String(err) })
          .where(eq(mailOutbox.id, row.id));
        return { transport: 'smtp', error: String(err) };
      }
    },
    close: () => transport?.close(),
  };
}
