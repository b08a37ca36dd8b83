import { Anchor, Button, Group, Image, Paper, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { ADMIN_FEEDBACK_CALLS, feedbackReplyBody } from '@stallfront/shared/admin-community';
import type { AdminFeedback } from '@stallfront/shared/panels';
import { callApi } from '../../api/client';
import { momentOf } from '../../ui/dates';
import { useFormSubmit } from '../../ui/form-page/use-form-submit';
import { StatusBadge } from '../../ui/list-page';
import { notifyError, notifySuccess } from '../../ui/notify';
import { SidePanel } from '../../ui/SidePanel';
import { FEEDBACK_STATUS_LOOK, SeverityBadge } from './feedback-columns';
import { feedbackKeys } from './feedback-keys';

interface DrawerProps {
  row: AdminFeedback;
  /** The feedback as the server answered after a change. */
  onChange: (row: AdminFeedback) => void;
  onClose: () => void;
}

/** One feedback: who sent it, its text and images, the answer mailed to the owner, close or reopen. */
export function FeedbackDrawer({ row, onChange, onClose }: DrawerProps) {
  const client = useQueryClient();
  const saved = async (result: { data: AdminFeedback; message: string }) => {
    onChange(result.data);
    notifySuccess(result.message);
    await client.invalidateQueries({ queryKey: feedbackKeys.lists() });
  };
  return (
    <SidePanel opened onClose={onClose} title={row.title}>
      <Stack gap="sm">
        <Group gap="xs">
          <SeverityBadge severity={row.severity} />
          <StatusBadge status={row.status} look={FEEDBACK_STATUS_LOOK} />
          <Text size="sm" c="dimmed">
            {momentOf(row.created_on)}
          </Text>
        </Group>
        <Text size="sm">
          From {row.sent_by} at {row.store_name} ({row.sub_domain})
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{row.description}</Text>
        {row.attachments.length > 0 && (
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            {row.attachments.map((a, i) => (
              <Anchor key={a.url} href={a.url} target="_blank" rel="noopener">
                <Image src={a.url} alt={`Image ${i + 1} of ${row.attachments.length}`} radius="sm" />
              </Anchor>
            ))}
          </SimpleGrid>
        )}
        {row.reply && (
          <Paper withBorder p="sm" data-testid="feedback-answer">
            <Text size="xs" c="dimmed">
              Answered by {row.replied_by} {row.replied_on ? momentOf(row.replied_on) : ''}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {row.reply}
            </Text>
          </Paper>
        )}
        {row.status === 'open' && <ReplyForm row={row} onSaved={saved} />}
        <StatusButton row={row} onSaved={saved} />
      </Stack>
    </SidePanel>
  );
}

type Saved = (result: { data: AdminFeedback; message: string }) => Promise<void>;

function ReplyForm({ row, onSaved }: { row: AdminFeedback; onSaved: Saved }) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { _id: row._id, reply: '' },
    validate: zod4Resolver(feedbackReplyBody),
  });
  const { submit } = useFormSubmit(form, async (values) => {
    await onSaved(await callApi(ADMIN_FEEDBACK_CALLS.reply, values));
    form.setFieldValue('reply', '');
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={row.reply ? 'Answer again' : 'Answer'}
          description="Mailed to the store's owner and kept here."
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps('reply')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            Send answer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function StatusButton({ row, onSaved }: { row: AdminFeedback; onSaved: Saved }) {
  const [busy, setBusy] = useState(false);
  const next = row.status === 'open' ? 'closed' : 'open';
  const change = async () => {
    setBusy(true);
    try {
      await onSaved(await callApi(ADMIN_FEEDBACK_CALLS.setStatus, { _id: row._id, status: next }));
    } catch (error) {
      notifyError(error instanceof Error ? error.message : 'The change failed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group justify="flex-end">
      <Button variant={next === 'closed' ? 'default' : 'light'} loading={busy} onClick={change}>
        {next === 'closed' ? 'Close feedback' : 'Reopen feedback'}
      </Button>
    </Group>
  );
}
