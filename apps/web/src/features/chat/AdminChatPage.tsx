import { ActionIcon, Badge, Box, Group, Paper, ScrollArea, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { io } from 'socket.io-client';
import { type ChatConversation, CHAT_SOCKET_EVENTS, chatMessage, SUPPORT_NAMESPACE } from '@stallfront/shared/chat';
import { SOCKET_CLIENT_SETTINGS, SOCKET_EVENTS } from '@stallfront/shared/realtime';
import { MASTER_SIGN_IN } from '@stallfront/shared/routes';
import { leaveForSignIn } from '../../app/session/leave-for-sign-in';
import { useSession } from '../../app/session/use-session';
import { chatKeys, fetchInbox, fetchSupportPage, markSupportRead, sendSupportReply } from './chat-api';
import { ChatComposer } from './ChatComposer';
import { ChatThread } from './ChatThread';
import { useChatThread } from './use-chat-thread';
import { recentMomentOf } from '../../ui/dates';

/**
 * The platform admin's support inbox: the stores' conversations, latest first with their unread
 * counts, and the chosen one's thread with a reply box. Live both ways on the support namespace
 * of the API's socket. On a phone the list and the thread take the screen in turn.
 */
export default function AdminChatPage() {
  const token = useSession().master?.master_token;
  const queryClient = useQueryClient();
  const phone = useMediaQuery('(max-width: 48em)');
  const inbox = useQuery({ queryKey: chatKeys.inbox(), queryFn: fetchInbox });
  const [roomId, setRoomId] = useState<string | null>(null);
  const roomRef = useRef(roomId);
  roomRef.current = roomId;
  const fetchPage = useCallback((skip: number) => fetchSupportPage(roomRef.current ?? '', skip), []);
  const [pageOf, setPageOf] = useState<typeof fetchPage | null>(null);
  const thread = useChatThread(pageOf);
  const { append } = thread;

  const choose = (id: string) => {
    setRoomId(id);
    roomRef.current = id;
    // A new function each time: the thread reloads for the chosen store.
    setPageOf(() => (skip: number) => fetchPage(skip));
    markSupportRead(id)
      .then(() => queryClient.invalidateQueries({ queryKey: chatKeys.inbox() }))
      .catch((error) => console.warn('The conversation could not be marked read', error));
  };

  useEffect(() => {
    if (!token) return;
    const socket = io(`${window.location.origin}${SUPPORT_NAMESPACE}`, { ...SOCKET_CLIENT_SETTINGS, auth: { token } });
    socket.on(CHAT_SOCKET_EVENTS.newMessage, (payload: unknown) => {
      const parsed = chatMessage.safeParse(payload);
      if (!parsed.success) return;
      const message = parsed.data;
      if (message.room_id === roomRef.current) {
        append(message);
        if (message.from === 'store') void markSupportRead(message.room_id).catch(() => {});
      }
      void queryClient.invalidateQueries({ queryKey: chatKeys.inbox() });
    });
    // Signed out elsewhere: leave as an API answer's session_end does.
    socket.on(SOCKET_EVENTS.sessionEnd, () => leaveForSignIn(MASTER_SIGN_IN));
    return () => {
      socket.off();
      socket.close();
    };
  }, [token, append, queryClient]);

  const conversations = inbox.data?.list ?? [];
  const chosen = conversations.find((c) => c.room_id === roomId);
  const showList = !phone || !roomId;
  const showThread = !phone || Boolean(roomId);

  return (
    <Stack gap="sm" h="calc(100dvh - 60px - 2 * var(--mantine-spacing-md))">
      <Title order={1} size="h2">
        Support chat
      </Title>
      <Group align="stretch" gap="sm" wrap="nowrap" style={{ flex: 1, minHeight: 0 }}>
        {showList && (
          <Paper withBorder radius="md" w={phone ? '100%' : 320} style={{ flexShrink: 0, display: 'flex' }}>
            <ScrollArea style={{ flex: 1 }} data-testid="chat-inbox">
              {conversations.length === 0 && (
                <Text c="dimmed" p="md">
                  {inbox.isLoading ? 'Loading…' : 'No conversations yet.'}
                </Text>
              )}
              {conversations.map((c) => (
                <ConversationRow
                  key={c.room_id}
                  conversation={c}
                  active={c.room_id === roomId}
                  onOpen={() => choose(c.room_id)}
                />
              ))}
            </ScrollArea>
          </Paper>
        )}
        {showThread && (
          <Paper
            withBorder
            radius="md"
            p="sm"
            style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}
          >
            {chosen || roomId ? (
              <>
                <Group
                  gap="xs"
                  pb="xs"
                  wrap="nowrap"
                  style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
                >
                  {phone && (
                    <ActionIcon variant="subtle" aria-label="Back to the conversations" onClick={() => setRoomId(null)}>
                      <IconArrowLeft size={18} aria-hidden />
                    </ActionIcon>
                  )}
                  <Box miw={0}>
                    <Text fw={600} truncate>
                      {chosen?.store_name ?? 'Conversation'}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {chosen?.sub_domain}
                    </Text>
                  </Box>
                </Group>
                <ChatThread
                  messages={thread.messages}
                  mine="support"
                  hasOlder={thread.hasOlder}
                  loading={thread.loading}
                  loadingOlder={thread.loadingOlder}
                  onReachTop={() => void thread.loadOlder()}
                />
                <ChatComposer
                  allowImages={false}
                  onSend={async (content) => {
                    if (roomId) append(await sendSupportReply(roomId, content));
                  }}
                />
              </>
            ) : (
              <Text c="dimmed" m="auto">
                Choose a conversation.
              </Text>
            )}
          </Paper>
        )}
      </Group>
    </Stack>
  );
}

function ConversationRow({
  conversation: c,
  active,
  onOpen,
}: {
  conversation: ChatConversation;
  active: boolean;
  onOpen: () => void;
}) {
  return (
    <UnstyledButton
      onClick={onOpen}
      w="100%"
      px="sm"
      py="xs"
      data-testid="chat-conversation"
      aria-current={active || undefined}
      bg={active ? 'var(--mantine-primary-color-light)' : undefined}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={c.unread ? 700 : 500} truncate>
          {c.store_name}
        </Text>
        {c.unread > 0 && (
          <Badge color="red" size="sm" circle aria-label={`${c.unread} unread`}>
            {c.unread}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed" truncate>
        {c.last_from === 'support' ? 'You: ' : ''}
        {c.last_message}
      </Text>
      <Text size="xs" c="dimmed">
        {recentMomentOf(c.last_message_at)}
      </Text>
    </UnstyledButton>
  );
}
