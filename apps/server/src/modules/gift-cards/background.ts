import type { AppContext } from '../../platform/context.js';
import { mailGiftCard } from './gift-card-mail.js';

/** The gift cards domain's work off the request path: the recipient's mail. */
export function defineGiftCardWork(ctx: AppContext): void {
  ctx.outbox.onEvent('gift_card_issued', 'recipient-mail', async (event) => {
    await mailGiftCard(ctx.db, ctx.mailer, ctx.config.PUBLIC_URL, event.storeId, event.payload.gift_card_id);
  });
}
