import { Button, Divider, Group, Modal, Paper, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import {
  ENQUIRY_CALLS,
  ENQUIRY_STATUSES,
  type Enquiry,
  type EnquiryDetail,
  type EnquiryReplyBody,
  type EnquiryUpdateBody,
  enquiryReplyBody,
  enquiryUpdateBody,
} from '@stallfront/shared/requests';
import { callApi } from '../../api/client';
import { useFormSubmit } from '../../ui/form-page/use-form-submit';
import { notifySuccess } from '../../ui/notify';
import { dayOf } from '../../ui/dates';
import { ENQUIRY_STATUS_LABEL } from './enquiry-columns';
import { enquiryKeys } from './enquiry-queries';

/** One enquiry: the question, the replies sent, a reply to mail, and the status with the store's notes. */
export function EnquiryModal({ row, onClose }: { row: Enquiry; onClose: () => void }) {
  const { data } = useQuery({
    queryKey: enquiryKeys.detail(row._id),
    queryFn: async () => (await callApi(ENQUIRY_CALLS.get, { id: row._id })).data,
  });
  const enquiry = data ?? { ...row, replies: [] };
  return (
    <Modal opened onClose={onClose} title={`Enquiry from ${row.name}`} size="lg">
      <Stack>
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {row.email}
            {row.phone ? ` · ${row.phone}` : ''} · {row.product_name ?? 'About the store'} · {dayOf(row.created_on)}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{row.message}</Text>
        </Stack>
        {enquiry.replies.map((reply) => (
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
        <ReplyForm key={`reply-${enquiry.version}`} enquiry={enquiry} />
        <Divider />
        <StatusForm key={`status-${enquiry.version}`} enquiry={enquiry} onClose={onClose} />
      </Stack>
    </Modal>
  );
}

function useSaved(id: string) {
  const queryClient = useQueryClient();
  return async (answer: { data: EnquiryDetail; message: string }) => {
    queryClient.setQueryData(enquiryKeys.detail(id), answer.data);
    await queryClient.invalidateQueries({ queryKey: enquiryKeys.lists() });
    notifySuccess(answer.message);
  };
}

function ReplyForm({ enquiry }: { enquiry: EnquiryDetail }) {
  const saved = useSaved(enquiry._id);
  const form = useForm<EnquiryReplyBody>({
    mode: 'controlled',
    initialValues: { _id: enquiry._id, version: enquiry.version, body: '' },
    validate: zod4Resolver(enquiryReplyBody),
  });
  const { submit } = useFormSubmit(form, async (values) => saved(await callApi(ENQUIRY_CALLS.reply, values)));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label="Reply by email"
          description={`Sent to ${enquiry.email} and kept here.`}
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

function StatusForm({ enquiry, onClose }: { enquiry: EnquiryDetail; onClose: () => void }) {
  const saved = useSaved(enquiry._id);
  const form = useForm<EnquiryUpdateBody>({
    mode: 'controlled',
    initialValues: { _id: enquiry._id, version: enquiry.version, status: enquiry.status, notes: enquiry.notes },
    validate: zod4Resolver(enquiryUpdateBody),
  });
  const { submit } = useFormSubmit(form, async (values) => {
    await saved(await callApi(ENQUIRY_CALLS.update, values));
    onClose();
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Text size="sm" fw={500} id="enquiry-status">
          Status
        </Text>
        <SegmentedControl
          aria-labelledby="enquiry-status"
          data={ENQUIRY_STATUSES.map((value) => ({ value, label: ENQUIRY_STATUS_LABEL[value] }))}
          {...form.getInputProps('status')}
        />
        <Textarea
          label="Notes"
          description="For your team; the customer never sees them."
          autosize
          minRows={2}
          maxLength={4000}
          {...form.getInputProps('notes')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" disabled={!form.isDirty()} loading={form.submitting}>
            Save status and notes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
