import { z } from 'zod';
import { CHAT_PAGE_SIZE } from '../catalog/limits.js';
import { CHAT_TEXT_MAX, withoutBidiControls } from '../rules/chat.js';
import { idField, isoDate, okData, okList, text } from './common.js';

/** One message of a store's support conversation (spec section 3), plus who wrote it and whether it was read. */
export const chatMessage = z.object({
  _id: z.string(),
  /** The conversation: one per store, named by the store's id. */
  room_id: z.string(),
  sender_id: z.string(),
  sender_name: z.string(),
  /** Plain text as typed, line breaks kept; never HTML. */
  content: z.string(),
  /** The image's address, or null. */
  image: z.string().nullable(),
  createdAt: isoDate,
  from: z.enum(['store', 'support']),
  viewed: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** The text of a message: line breaks allowed, at most CHAT_TEXT_MAX characters; may be empty beside an image. */
export const chatContent = text(CHAT_TEXT_MAX, { min: 0, lines: true }).transform(withoutBidiControls);
/** The multipart `data` field of POST /store/chat. */
export const chatSendData = z.strictObject({ content: chatContent.default('') });

const skip = z.coerce.number().int().min(0).max(1_000_000);
const limit = z.coerce.number().int().min(1).max(100);
/** GET /store/chat: with skip and limit a page (newest first, each page oldest first); without, the count. */
export const chatQuery = z.strictObject({ skip: skip.optional(), limit: limit.optional() });
/** The spec's message-count answer: unread messages, and whether the owner ever wrote. */
export const chatCountResponse = z.object({
  status: z.literal(true),
  total: z.number().int().nonnegative(),
  initiated: z.boolean(),
});
/** The spec's message-list answer: a page oldest first, and how many messages there are. */
export const chatListResponse = okList(chatMessage);
export const chatQueryResponse = z.union([chatListResponse, chatCountResponse]);
export const chatSentResponse = okData(chatMessage);
/** PATCH /store/chat: marks support's messages read, up to one message or all of them. */
export const chatReadBody = z.strictObject({ _id: idField.optional() });
export const chatReadResponse = z.object({ status: z.literal(true), total: z.number().int().nonnegative() });

/** The platform admin's side: one store's conversation. */
export const supportChatQuery = z.strictObject({
  userId: idField,
  skip: skip.default(0),
  limit: limit.default(CHAT_PAGE_SIZE),
});
export const supportReplyBody = z.strictObject({
  userId: idField,
  content: text(CHAT_TEXT_MAX, { min: 1, lines: true, required: 'Write a message' }),
});
export const supportReadBody = z.strictObject({ userId: idField });

/** A conversation in the platform admin's inbox. */
export const chatConversation = z.object({
  room_id: z.string(),
  store_name: z.string(),
  sub_domain: z.string(),
  last_message: z.string(),
  last_from: z.enum(['store', 'support']),
  last_message_at: isoDate,
  /** Messages from the store not yet read by support. */
  unread: z.number().int().nonnegative(),
});
export type ChatConversation = z.infer<typeof chatConversation>;
export const inboxQuery = z.strictObject({
  skip: skip.default(0),
  limit: limit.default(50),
});
export const inboxResponse = okList(chatConversation);

/** Socket events of the chat (the spec's names): a message for the conversation, and the owner's "seen". */
export const CHAT_SOCKET_EVENTS = { newMessage: 'new_msg', viewed: 'ys_chat_viewed' } as const;
/** Socket.IO namespace of the platform admin's inbox (master tokens), beside the stores' default one. */
export const SUPPORT_NAMESPACE = '/support';
export const chatViewedRequest = z.strictObject({ _id: idField });
