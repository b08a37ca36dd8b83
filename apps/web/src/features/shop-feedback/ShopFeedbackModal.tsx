import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import {
  choosableStatuses,
  SHOP_FEEDBACK_CALLS,
  type ShopFeedback,
  type ShopFeedbackDetail,
  type ShopFeedbackUpdateBody,
  shopFeedbackReplyBody,
  shopFeedbackUpdateBody,
} from '@stallfront/shared/shop-feedback';
import { callApi } from '../../api/client';
import { useFormSubmit } from '../../ui/form-page/use-form-submit';
import { dayOf } from '../../ui/dates';
import { ThreadModal, useThreadSaved } from '../../ui/reply-thread';
import { Stars } from '../reviews/review-columns';
import { SHOP_FEEDBACK_STATUS_LABEL } from './shop-feedback-columns';
import { shopFeedbackKeys } from './shop-feedback-queries';

/** One feedback: the stars and message, the replies sent, a reply to mail, and its status. */
export function ShopFeedbackModal({ row, onClose }: { row: ShopFeedback; onClose: () => void }) {
  return (
    <ThreadModal<ShopFeedbackDetail>
      title={`Feedback from ${row.name}`}
      keys={shopFeedbackKeys}
      row={row}
      read={async (id) => (await callApi(SHOP_FEEDBACK_CALLS.get, { id })).data}
      head={
        <Stack gap={4}>
          <Stars rating={row.rating} />
          <Text size="sm" c="dimmed">
            {row.email}
            {row.order_number ? ` · Order ${row.order_number}` : ''} · {dayOf(row.created_on)}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{row.message}</Text>
        </Stack>
      }
      replySchema={shopFeedbackReplyBody}
      reply={(body) => callApi(SHOP_FEEDBACK_CALLS.reply, body)}
      status={(feedback) => <StatusForm feedback={feedback} onClose={onClose} />}
      onClose={onClose}
    />
  );
}

function StatusForm({ feedback, onClose }: { feedback: ShopFeedbackDetail; onClose: () => void }) {
  const saved = useThreadSaved<ShopFeedbackDetail>(shopFeedbackKeys, feedback._id);
  const form = useForm<ShopFeedbackUpdateBody>({
    mode: 'controlled',
    initialValues: { _id: feedback._id, version: feedback.version, status: feedback.status },
    validate: zod4Resolver(shopFeedbackUpdateBody),
  });
  const { submit } = useFormSubmit(form, async (values) => {
    await saved(await callApi(SHOP_FEEDBACK_CALLS.update, values));
    onClose();
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Text size="sm" fw={500} id="shop-feedback-status">
          Status
        </Text>
        <SegmentedControl
          aria-labelledby="shop-feedback-status"
          data={choosableStatuses(feedback.reply_count).map((value) => ({
            value,
            label: SHOP_FEEDBACK_STATUS_LABEL[value],
          }))}
          {...form.getInputProps('status')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" disabled={!form.isDirty()} loading={form.submitting}>
            Save status
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
