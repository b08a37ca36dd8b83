import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Every message is written to the outbox first. With SMTP configured it is then sent and
 * marked; without, the outbox (readable by the platform admin) and the log are the delivery.
 */
export function createMailer(db: Db, log: FastifyBaseLogger, smtpUrl: string | undefined, from: string): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          transport: transport ? 'smtp' : 'outbox',
        })
        .returning({ id: mailOutbox.id });
      if (!transport || !row) {
        log.info({ to: message.to, subject: message.subject, outboxId: row?.id }, 'mail kept in the outbox');
        return;
      }
      try {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
        await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
      } catch (err) {
        log.error({ err, outboxId: row.id }, 'SMTP delivery failed; the message stays in the outbox');
        await db
          .update(mailOutbox)
          .set({ error: String(err) })
          .where(eq(mailOutbox.id, row.id));
      }
    },
  };
}
