import type { FastifyBaseLogger } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
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
  /**
   * Many messages at once (a campaign's batch): one outbox write for all, delivered side by side,
   * answered in their order.
   */
  sendMany?(messages: MailMessage[]): Promise<MailDelivery[]>;
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
  const pooled = (url: string) => `${url}${url.includes('?') ? '&' : '?'}pool=true&maxConnections=8&maxMessages=1000`;
  const transport = smtpUrl ? nodemailer.createTransport(pool ? pooled(smtpUrl) : smtpUrl) : null;
  const kept = (message: MailMessage) => ({
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html ?? null,
    transport: transport ? 'smtp' : 'outbox',
  });
  /** Hands one message to SMTP: null when it was taken, else the refusal. */
  const deliver = async (message: MailMessage, outboxId: string): Promise<string | null> => {
    try {
      await transport?.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
      });
      return null;
    } catch (err) {
      log.error({ err, outboxId }, 'SMTP delivery failed; the message stays in the outbox');
      return String(err);
    }
  };
  const markSent = (ids: string[]) =>
    ids.length ? db.update(mailOutbox).set({ sentAt: new Date() }).where(inArray(mailOutbox.id, ids)) : null;
  const markFailed = (id: string, error: string) => db.update(mailOutbox).set({ error }).where(eq(mailOutbox.id, id));
  return {
    async send(message) {
      const [row] = await db.insert(mailOutbox).values(kept(message)).returning({ id: mailOutbox.id });
      if (!transport || !row) {
        log.info({ to: message.to, subject: message.subject, outboxId: row?.id }, 'mail kept in the outbox');
        return { transport: 'outbox', error: null };
      }
      const error = await deliver(message, row.id);
      await (error ? markFailed(row.id, error) : markSent([row.id]));
      return { transport: 'smtp', error };
    },
    async sendMany(messages) {
      if (messages.length === 0) return [];
      const rows = await db.insert(mailOutbox).values(messages.map(kept)).returning({ id: mailOutbox.id });
      if (!transport) {
        log.info({ count: messages.length }, 'mails kept in the outbox');
        return messages.map(() => ({ transport: 'outbox' as const, error: null }));
      }
      const errors = await Promise.all(messages.map((message, i) => deliver(message, rows[i]?.id ?? '')));
      await markSent(rows.filter((_, i) => !errors[i]).map((r) => r.id));
      for (const [i, error] of errors.entries()) if (error && rows[i]) await markFailed(rows[i].id, error);
      return errors.map((error) => ({ transport: 'smtp' as const, error }));
    },
    close: () => transport?.close(),
  };
}
