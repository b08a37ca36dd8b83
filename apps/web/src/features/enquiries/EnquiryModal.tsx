import { Button, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import {
  ENQUIRY_CALLS,
  ENQUIRY_STATUSES,
  type Enquiry,
  type EnquiryDetail,
  type EnquiryUpdateBody,
  enquiryReplyBody,
  enquiryUpdateBody,
} from '@stallfront/shared/requests';
import { callApi } from '../../api/client';
import { useFormSubmit } from '../../ui/form-page/use-form-submit';
import { dayOf } from '../../ui/dates';
import { ThreadModal, useThreadSaved } from '../../ui/reply-thread';
import { ENQUIRY_STATUS_LABEL } from './enquiry-columns';
import { enquiryKeys } from './enquiry-queries';

/** One enquiry: the question, the replies sent, a reply to mail, and the status with the store's notes. */
export function EnquiryModal({ row, onClose }: { row: Enquiry; onClose: () => void }) {
  return (
    <ThreadModal<EnquiryDetail>
      title={`Enquiry from ${row.name}`}
      keys={enquiryKeys}
      row={row}
      read={async (id) => (await callApi(ENQUIRY_CALLS.get, { id })).data}
      head={
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {row.email}
            {row.phone ? ` · ${row.phone}` : ''} · {row.product_name ?? 'About the store'} · {dayOf(row.created_on)}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{row.message}</Text>
        </Stack>
      }
      replySchema={enquiryReplyBody}
      reply={(body) => callApi(ENQUIRY_CALLS.reply, body)}
      status={(enquiry) => <StatusForm enquiry={enquiry} onClose={onClose} />}
      onClose={onClose}
    />
  );
}

function StatusForm({ enquiry, onClose }: { enquiry: EnquiryDetail; onClose: () => void }) {
  const saved = useThreadSaved<EnquiryDetail>(enquiryKeys, enquiry._id);
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
