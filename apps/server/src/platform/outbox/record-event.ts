import { type OutboxEventInput, outboxEventSchema } from '@stallfront/shared';
import type { DbOrTx } from '../../db/client.js';
import { outboxEvents } from '../../db/schema/index.js';

export type NewOutboxEvent = { storeId: string } & OutboxEventInput;

/** An event whose payload does not fit its type: a programming error, refused before anything is written. */
export class OutboxEventError extends Error {
  constructor(type: string, problems: string) {
    super(`Outbox event "${type}" refused: ${problems}`);
    this.name = 'OutboxEventError';
  }
}

/**
 * Writes one event inside the caller's transaction (or straight to the database), so it exists
 * exactly when the change it tells of does. It is delivered after the commit, at least once, to
 * every `onEvent` subscriber of its type. Answers the event's id.
 */
export async function recordEvent(tx: DbOrTx, { storeId, type, payload }: NewOutboxEvent): Promise<string> {
  const parsed = outboxEventSchema.safeParse({ type, payload });
  if (!parsed.success) {
    throw new OutboxEventError(
      String(type),
      parsed.error.issues.map((i) => `${i.path.join('.') || '(event)'}: ${i.message}`).join('; '),
    );
  }
  const [row] = await tx
    .insert(outboxEvents)
    .values({ storeId, type: parsed.data.type, payload: parsed.data.payload })
    .returning({ id: outboxEvents.id });
  if (!row) throw new Error('The outbox event was not written');
  return row.id;
}
