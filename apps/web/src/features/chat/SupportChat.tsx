import { ActionIcon, Box, Indicator, Portal, Tooltip } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, useEffect, useRef, useState } from 'react';
import { CHAT_SOCKET_EVENTS, chatMessage } from '@stallfront/shared/chat';
import { acquireLiveSocket } from '../live-alerts/live-socket';
import { leaveEndedSession } from './leave-ended-session';
import { chatKeys, fetchOwnPage, fetchUnread, markOwnRead, sendOwnMessage } from './chat-api';
import { Drawer } from '../../ui/overlays';
import { PanelBody } from '../../ui/PanelBody';
import { useChatThread } from './use-chat-thread';
import classes from './SupportChat.module.css';

// The window's thread and composer load when it first opens.
const ChatThread = lazy(() => import('./ChatThread').then((m) => ({ default: m.ChatThread })));
const ChatComposer = lazy(() => import('./ChatComposer').then((m) => ({ default: m.ChatComposer })));

/**
 * The owner's Chat Support button and window (spec sections 2 and 4): the button shows the
 * unread count; opening the window resets it and loads the history oldest first. A message on
 * the live socket is appended and reported viewed while the window is open, and counted while
 * it is closed. The socket is the console's one, shared with the order alerts.
 */
export default function SupportChat({ token, storeId }: { token: string; storeId: string }) {
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const openedRef = useRef(opened);
  openedRef.current = opened;
  const unread = useQuery({ queryKey: chatKeys.unread(), queryFn: fetchUnread, staleTime: 60_000 });
  // The history loads when the window first opens and is kept while the console is open.
  const [fetchPage, setFetchPage] = useState<typeof fetchOwnPage | null>(null);
  const thread = useChatThread(fetchPage);
  const { append } = thread;

  useEffect(() => {
    const { socket, release } = acquireLiveSocket({ token, storeId, onSessionEnd: leaveEndedSession });
    const onMessage = (payload: unknown) => {
      const parsed = chatMessage.safeParse(payload);
      if (!parsed.success) return console.warn('A chat message of an unknown shape was ignored', parsed.error);
      const message = parsed.data;
      if (openedRef.current) {
        append(message);
        if (message.from === 'support') socket.emit(CHAT_SOCKET_EVENTS.viewed, { _id: message._id });
      } else if (message.from === 'support' && !message.viewed) {
        append(message);
        queryClient.setQueryData<number>(chatKeys.unread(), (n) => (n ?? 0) + 1);
      }
    };
    socket.on(CHAT_SOCKET_EVENTS.newMessage, onMessage);
    return () => {
      socket.off(CHAT_SOCKET_EVENTS.newMessage, onMessage);
      release();
    };
  }, [token, storeId, append, queryClient]);

  const open = () => {
    setOpened(true);
    setFetchPage(() => fetchOwnPage);
    if ((unread.data ?? 0) > 0) {
      queryClient.setQueryData(chatKeys.unread(), 0);
      markOwnRead().catch((error) => console.warn('The chat could not be marked read', error));
    }
  };

  const count = unread.data ?? 0;
  const label = `Chat Support${count ? `, ${count} unread` : ''}`;
  const button = (phone: boolean) => (
    <Indicator label={count} size={18} disabled={count === 0} color="red" offset={4} data-testid="chat-unread">
      <ActionIcon
        variant={phone ? 'filled' : 'default'}
        size={phone ? 48 : 'lg'}
        radius={phone ? 'xl' : undefined}
        aria-label={label}
        onClick={open}
      >
        <IconMessageCircle size={phone ? 24 : 18} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
  return (
    <>
      <Box visibleFrom="sm">
        <Tooltip label="Chat Support">{button(false)}</Tooltip>
      </Box>
      {/* A phone's header is full: the button floats above the bottom bar instead. */}
      {!opened && (
        <Portal>
          <Box hiddenFrom="sm" className={classes.floating}>
            {button(true)}
          </Box>
        </Portal>
      )}
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="right"
        size="md"
        title="Chat Support"
        styles={{
          content: { display: 'flex', flexDirection: 'column' },
          body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', paddingBottom: 12 },
        }}
      >
        <PanelBody>
          <ChatThread
            messages={thread.messages}
            mine="store"
            hasOlder={thread.hasOlder}
            loading={thread.loading}
            loadingOlder={thread.loadingOlder}
            onReachTop={() => void thread.loadOlder()}
          />
          <ChatComposer
            allowImages
            onSend={async (content, image) => {
              append(await sendOwnMessage(content, image));
            }}
          />
        </PanelBody>
      </Drawer>
    </>
  );
}
