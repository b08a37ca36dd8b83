import { Box, Center, Group, Image, Loader, Paper, Stack, Text } from '@mantine/core';
import { Fragment, useLayoutEffect, useRef } from 'react';
import { type ChatMessage, type ChatSide, chatLines } from '@stallfront/shared/chat';
import { recentMomentOf } from '../../ui/dates';

interface ChatThreadProps {
  messages: ChatMessage[];
  /** Whose messages sit on the right. */
  mine: ChatSide;
  hasOlder: boolean;
  loading: boolean;
  loadingOlder: boolean;
  onReachTop: () => void;
}

const time = recentMomentOf;

/**
 * Messages oldest first. A new message scrolls the view down; an older page put in front keeps
 * the reader where they were; reaching the top asks for the page before (spec section 4).
 */
export function ChatThread({ messages, mine, hasOlder, loading, loadingOlder, onReachTop }: ChatThreadProps) {
  const box = useRef<HTMLDivElement>(null);
  const seen = useRef<{ first?: string; last?: string; fromBottom: number }>({ fromBottom: 0 });

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const first = messages[0]?._id;
    const last = messages.at(-1)?._id;
    const prepended = seen.current.last === last && seen.current.first !== first && seen.current.first !== undefined;
    el.scrollTop = prepended ? el.scrollHeight - seen.current.fromBottom : el.scrollHeight;
    seen.current = { first, last, fromBottom: el.scrollHeight - el.scrollTop };
  }, [messages]);

  return (
    <Box
      ref={box}
      data-testid="chat-thread"
      style={{ flex: 1, minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain' }}
      px="xs"
      onScroll={(event) => {
        const el = event.currentTarget;
        seen.current.fromBottom = el.scrollHeight - el.scrollTop;
        if (el.scrollTop < 48 && hasOlder && !loadingOlder) onReachTop();
      }}
    >
      {(loading || loadingOlder) && (
        <Center py="xs">
          <Loader size="sm" aria-label="Loading messages" />
        </Center>
      )}
      {!loading && messages.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          No messages yet.
        </Text>
      )}
      <Stack gap={6} py="xs">
        {messages.map((m) => (
          <Bubble key={m._id} message={m} own={m.from === mine} />
        ))}
      </Stack>
    </Box>
  );
}

function Bubble({ message, own }: { message: ChatMessage; own: boolean }) {
  return (
    <Group justify={own ? 'flex-end' : 'flex-start'} wrap="nowrap" data-testid="chat-message" data-from={message.from}>
      <Paper
        px="sm"
        py={6}
        radius="lg"
        maw="85%"
        bg={own ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-default-hover)'}
      >
        {!own && (
          <Text size="xs" fw={600} c="dimmed">
            {message.sender_name}
          </Text>
        )}
        {message.image && (
          <Image
            src={message.image}
            alt="Sent image"
            radius="md"
            maw={240}
            mah={240}
            fit="contain"
            my={4}
            fallbackSrc="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='120' height='80'/%3E"
          />
        )}
        {message.content && (
          // Text, never the sender's HTML: each line break becomes a <br>.
          <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="chat-content">
            {chatLines(message.content).map((line, i) => (
              <Fragment key={i}>
                {i > 0 && <br />}
                {line}
              </Fragment>
            ))}
          </Text>
        )}
        <Text size="xs" c="dimmed" ta="right">
          {time(message.createdAt)}
        </Text>
      </Paper>
    </Group>
  );
}
