import { Button, Divider, Group, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { useFormSubmit } from '../form-page/use-form-submit';
import { useIsPhone } from '../list-page/use-is-phone';
import { notifySuccess } from '../notify';
import { dayOf } from '../dates';

/** A message a shopper sent the store (an enquiry, a feedback), with the replies mailed to them. */
export interface Thread {
  _id: string;
  version: number;
  email: string;
  replies: { body: string; sent_by: string; created_on: string }[];
}

/** What a save answers: the thread as it is now, and what to tell the merchant. */
export type ThreadAnswer<T extends Thread> = { data: T; message: string };

/** The query keys of a thread's domain: its detail, and its lists to refresh after a save. */
export interface ThreadKeys {
  lists: () => QueryKey;
  detail: (id: string) => QueryKey;
}

/** After a save: the thread from the server's answer, the lists refreshed, the message told. */
export function useThreadSaved<T extends Thread>(keys: ThreadKeys, id: string) {
  const queryClient = useQueryClient();
  return async (answer: ThreadAnswer<T>) => {
    queryClient.setQueryData(keys.detail(id), answer.data);
    await queryClient.invalidateQueries({ queryKey: keys.lists() });
    notifySuccess(answer.message);
  };
}

interface ThreadModalProps<T extends Thread> {
  title: string;
  keys: ThreadKeys;
  /** The row the list had; its detail (with the replies) is read when the modal opens. */
  row: Omit<T, 'replies'>;
  read: (id: string) => Promise<T>;
  /** What the shopper sent, above the replies. */
  head: ReactNode;
  reply: ReplyFormProps<T>['send'];
  replySchema: z.ZodType;
  /** The status form under the replies, given the thread as it is now. */
  status: (thread: T) => ReactNode;
  onClose: () => void;
}

/**
 * A shopper's message as the console answers it: what they sent, the replies mailed so far, a
 * reply to mail, and the domain's own status form; full screen on a phone.
 */
export function ThreadModal<T extends Thread>(props: ThreadModalProps<T>) {
  const { data } = useQuery({ queryKey: props.keys.detail(props.row._id), queryFn: () => props.read(props.row._id) });
  const thread = data ?? ({ ...props.row, replies: [] } as unknown as T);
  return (
    <Modal opened onClose={props.onClose} title={props.title} size="lg" fullScreen={useIsPhone()}>
      <Stack>
        {props.head}
        {thread.replies.map((reply) => (
          <Paper key={reply.created_on} withBorder p="sm" bg="var(--mantine-color-default-hover)">
            <Text size="xs" c="dimmed">
              {reply.sent_by} · {dayOf(reply.created_on)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {reply.body}
            </Text>
          </Paper>
        ))}
        {/* A new version after each save starts both forms again from the server's answer. */}
        <ReplyForm
          key={`reply-${thread.version}`}
          thread={thread}
          keys={props.keys}
          schema={props.replySchema}
          send={props.reply}
        />
        <Divider />
        <Stack key={`status-${thread.version}`}>{props.status(thread)}</Stack>
      </Stack>
    </Modal>
  );
}

interface ReplyFormProps<T extends Thread> {
  thread: T;
  keys: ThreadKeys;
  schema: z.ZodType;
  send: (body: { _id: string; version: number; body: string }) => Promise<ThreadAnswer<T>>;
}

function ReplyForm<T extends Thread>({ thread, keys, schema, send }: ReplyFormProps<T>) {
  const saved = useThreadSaved<T>(keys, thread._id);
  const form = useForm({
    mode: 'controlled',
    initialValues: { _id: thread._id, version: thread.version, body: '' },
    validate: zod4Resolver(schema),
  });
  const { submit } = useFormSubmit(form, async (values) => saved(await send(values)));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label="Reply by email"
          description={`Sent to ${thread.email} and kept here.`}
          autosize
          minRows={3}
          maxLength={4000}
          {...form.getInputProps('body')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            Send reply
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
