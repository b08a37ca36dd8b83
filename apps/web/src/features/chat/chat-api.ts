import {
  CHAT_CALLS,
  CHAT_PAGE_SIZE,
  type ChatMessage,
  chatSentResponse,
  SUPPORT_CHAT_CALLS,
} from '@stallfront/shared/chat';
import { ApiError } from '../../api/api-error';
import { callApi, refusal, tokenFor } from '../../api/client';

/** Query keys of the chat: the owner's unread count and the admin's inbox. */
export const chatKeys = {
  all: ['chat'] as const,
  unread: () => [...chatKeys.all, 'unread'] as const,
  inbox: () => [...chatKeys.all, 'inbox'] as const,
};

export interface ChatPage {
  list: ChatMessage[];
  total: number;
}

/** The spec's message-count check: support's messages the owner has not read. */
export async function fetchUnread(): Promise<number> {
  const answer = await callApi(CHAT_CALLS.read, {});
  return 'initiated' in answer ? answer.total : 0;
}

/** A page of the owner's conversation: skip counts back from the newest, the page is oldest first. */
export async function fetchOwnPage(skip: number): Promise<ChatPage> {
  const answer = await callApi(CHAT_CALLS.read, { skip, limit: CHAT_PAGE_SIZE });
  return 'list' in answer ? answer : { list: [], total: 0 };
}

export const markOwnRead = () => callApi(CHAT_CALLS.markRead, {});

/** POST /store/chat as the spec has it: multipart, `data` JSON with content, the image in `attachments`. */
export async function sendOwnMessage(content: string, image: File | null): Promise<ChatMessage> {
  const form = new FormData();
  form.append('data', JSON.stringify({ content }));
  if (image) form.append('attachments', image, image.name);
  const token = tokenFor(CHAT_CALLS.send);
  let response: Response;
  try {
    response = await fetch(`/api${CHAT_CALLS.send.path}`, {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: form,
    });
  } catch {
    throw new ApiError(0, 'Cannot reach Stallfront. Check your connection and try again.');
  }
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = chatSentResponse.safeParse(body);
  if (!response.ok || !parsed.success) throw refusal(CHAT_CALLS.send, response.status, (body ?? {}) as object);
  return parsed.data.data;
}

export async function fetchSupportPage(userId: string, skip: number): Promise<ChatPage> {
  const answer = await callApi(SUPPORT_CHAT_CALLS.conversation, { userId, skip, limit: CHAT_PAGE_SIZE });
  return 'list' in answer ? answer : { list: [], total: 0 };
}

export const fetchInbox = () => callApi(SUPPORT_CHAT_CALLS.inbox, { skip: 0, limit: 100 });
export const markSupportRead = (userId: string) => callApi(SUPPORT_CHAT_CALLS.markRead, { userId });
export const sendSupportReply = async (userId: string, content: string) =>
  (await callApi(SUPPORT_CHAT_CALLS.reply, { userId, content })).data;
