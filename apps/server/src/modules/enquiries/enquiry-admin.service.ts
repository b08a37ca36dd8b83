import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { EnquiryDetail, enquiryReplyBody, enquiryUpdateBody } from '@stallfront/shared';
import type { Tx } from '../../db/client.js';
import { enquiries, enquiryReplies } from '../../db/schema/index.js';
import { lockAtVersion } from '../../platform/versioned-row.js';
import type { ThreadWrite } from '../auth/thread-caller.js';
import { owned } from '../../platform/store-scope.js';
import { enquiryDetail } from './enquiry-admin.repo.js';

export type EnquiryWrite = ThreadWrite;

const lockedAt = (tx: Tx, storeId: string, body: { _id: string; version: number }) =>
  lockAtVersion(tx, enquiries, storeId, body, 'enquiry');

export async function updateEnquiry(w: EnquiryWrite, body: z.output<typeof enquiryUpdateBody>) {
  await w.db.transaction(async (tx) => {
    const row = await lockedAt(tx, w.storeId, body);
    await tx
      .update(enquiries)
      .set({ status: body.status, notes: body.notes, version: row.version + 1, updatedAt: w.now })
      .where(owned(enquiries, w.storeId, eq(enquiries.id, row.id)));
  });
  const data = await enquiryDetail(w.db, w, body._id);
  return { data, message: `Enquiry from ${data.name} saved.` };
}

/** Mails an answer to the person who asked and keeps it; a new enquiry becomes contacted. */
export async function replyToEnquiry(
  w: EnquiryWrite,
  body: z.output<typeof enquiryReplyBody>,
): Promise<{ data: EnquiryDetail; message: string }> {
  const row = await w.db.transaction(async (tx) => {
    const found = await lockedAt(tx, w.storeId, body);
    await tx
      .insert(enquiryReplies)
      .values({ storeId: w.storeId, enquiryId: found.id, body: body.body, sentBy: w.sentBy, createdAt: w.now });
    await tx
      .update(enquiries)
      .set({
        status: found.status === 'new' ? 'contacted' : found.status,
        version: found.version + 1,
        updatedAt: w.now,
      })
      .where(owned(enquiries, w.storeId, eq(enquiries.id, found.id)));
    return found;
  });
  await w.mailer.send({
    to: row.email,
    subject: `Re: your enquiry to ${w.storeName}`,
    text: [`Hello ${row.name},`, '', body.body, '', '—', `You asked: ${row.message}`].join('\n'),
  });
  const data = await enquiryDetail(w.db, w, body._id);
  return { data, message: `Reply sent to ${data.email}.` };
}
