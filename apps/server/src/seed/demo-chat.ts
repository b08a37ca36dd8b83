import { SUPPORT_SENDER_NAME, WELCOME_MESSAGES } from '@stallfront/shared';
import type { Tx } from '../db/client.js';
import { chatConversations, chatMessages } from '../db/schema/index.js';
import type { DemoStore } from './demo-stores.js';

const HOUR = 3_600_000;

/** Conversations with history, so the admin's inbox shows something: [from, text, hours ago, read]. */
const HISTORIES: Record<string, [from: 'store' | 'support', content: string, hoursAgo: number, read: boolean][]> = {
  'urban-threads': [
    ['store', 'Hi! Can I print the invoices of a whole day’s orders at once?', 50, true],
    [
      'support',
      'Hello! Yes: in Orders > Live orders, tick the orders and choose Download invoices.\nYou get one PDF with an invoice per order.',
      49,
      true,
    ],
    ['store', 'Found it, thank you. That saves me an hour every evening.', 30, true],
    ['support', 'Great to hear! Anything else we can help with?', 29, false],
  ],
  'bazaar-central': [
    ['store', 'Can vendors see each other’s orders?', 20, true],
    ['support', 'No: each vendor sees only the orders of its own products.', 19, true],
    ['store', 'Perfect.\nAnd how are vendor payouts settled?', 2, false],
  ],
  'glow-studio': [['store', 'Is there a way to block bookings on public holidays?', 5, false]],
};

/** The demo's support chats: the welcome messages first, then each store's history. */
export async function seedDemoChat(tx: Tx, storeId: string, demo: DemoStore, now: Date): Promise<void> {
  const history = HISTORIES[demo.subDomain];
  if (!history) return;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const opened = at(72);
  const firstFromStore = history.find(([from]) => from === 'store');
  await tx.insert(chatConversations).values({
    storeId,
    createdAt: opened,
    initiatedAt: firstFromStore ? at(firstFromStore[2]) : null,
    lastMessageAt: at(history.at(-1)?.[2] ?? 72),
  });
  await tx.insert(chatMessages).values([
    ...WELCOME_MESSAGES.map((content, i) => ({
      storeId,
      from: 'support' as const,
      senderName: SUPPORT_SENDER_NAME,
      content,
      readAt: opened,
      createdAt: new Date(opened.getTime() + i),
    })),
    ...history.map(([from, content, hoursAgo, read]) => ({
      storeId,
      from,
      senderName: from === 'support' ? SUPPORT_SENDER_NAME : demo.name,
      content,
      readAt: read ? at(hoursAgo - 0.5) : null,
      createdAt: at(hoursAgo),
    })),
  ]);
}
