import { okMessage } from '../schemas/common.js';
import {
  chatQuery,
  chatQueryResponse,
  chatReadBody,
  chatReadResponse,
  chatSentResponse,
  inboxQuery,
  inboxResponse,
  supportChatQuery,
  supportReadBody,
  supportReplyBody,
} from '../schemas/chat.js';
import { CHAT_ACCESS } from '../rules/chat.js';
import { endpoint } from './endpoint.js';

const owner = { auth: 'store', access: CHAT_ACCESS } as const;

/** The store owner's support chat (spec section 7, /store/chat). */
export const CHAT_CALLS = {
  read: endpoint({
    method: 'GET',
    path: '/store/chat',
    ...owner,
    input: chatQuery,
    output: chatQueryResponse,
    summary:
      'With skip and limit: a page of messages (skip counts back from the newest; each page oldest first). Without: the unread count',
  }),
  send: endpoint({
    method: 'POST',
    path: '/store/chat',
    ...owner,
    input: undefined,
    body: 'multipart',
    output: chatSentResponse,
    summary: 'Send a message: field data (JSON with content) and an optional image in field attachments',
  }),
  markRead: endpoint({
    method: 'PATCH',
    path: '/store/chat',
    ...owner,
    input: chatReadBody,
    output: chatReadResponse,
    summary: 'Mark support’s messages read (all, or up to the one named); answers the unread count left',
  }),
};

/** The platform admin's side of the support chat (spec section 7 names /auth/chat/auth_chat; the inbox is ours). */
export const SUPPORT_CHAT_CALLS = {
  conversation: endpoint({
    method: 'GET',
    path: '/auth/chat/auth_chat',
    auth: 'master',
    input: supportChatQuery,
    output: chatQueryResponse,
    summary: 'A page of one store’s conversation (userId is the store’s id), oldest first',
  }),
  reply: endpoint({
    method: 'POST',
    path: '/auth/chat/auth_chat',
    auth: 'master',
    input: supportReplyBody,
    output: chatSentResponse,
    summary: 'Answer a store as Stallfront support',
  }),
  inbox: endpoint({
    method: 'GET',
    path: '/admin/chat',
    auth: 'master',
    input: inboxQuery,
    output: inboxResponse,
    summary: 'Conversations, latest first, with their unread counts',
  }),
  markRead: endpoint({
    method: 'PATCH',
    path: '/admin/chat',
    auth: 'master',
    input: supportReadBody,
    output: okMessage,
    summary: 'Mark a store’s messages read by support',
  }),
};
