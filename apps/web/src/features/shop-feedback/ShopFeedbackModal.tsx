import { Button, Divider, Group, Modal, Paper, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import {
  choosableStatuses,
  SHOP_FEEDBACK_CALLS,
  type ShopFeedback,
  type ShopFeedbackDetail,
  type ShopFeedbackReplyBody,
  type ShopFeedbackUpdateBody,
  shopFeedbackReplyBody,
  shopFeedbackUpdateBody,
} from '@stallfront/shared/shop-feedback';
import { callApi } from '../../api/client';
import { useFormSubmit } from '../../ui/form-page/use-form-submit';
import { useIsPhone } from '../../ui/list-page/use-is-phone';
import { notifySuccess } from '../../ui/notify';
import { dayOf } from '../../ui/dates';
import { Stars } from '../reviews/review-columns';
import { SHOP_FEEDBACK_STATUS_LABEL } from './shop-feedback-columns';
import { shopFeedbackKeys } from './shop-feedback-queries';

/** One feedback: the stars and message, the replies sent, a reply to mail, and its status. */
export function ShopFeedbackModal({ row, onClose }: { row: ShopFeedback; onClose: () => void }) {
  const { data } = useQuery({
    queryKey: shopFeedbackKeys.detail(row._id),
    queryFn: async () => (await callApi(SHOP_FEEDBACK_CALLS.get, { id: row._id })).data,
  });
  const feedback = data ?? { ...row, replies: [] };
  return (
    <Modal opened onClose={onClose} title={`Feedback from ${row.name}`} size="lg" fullScreen={useIsPhone()}>
      <Stack>
        <Stack gap={4}>
          <Stars rating={row.rating} />
          <Text size="sm" c="dimmed">
            {row.email}
            {row.order_number ? ` · Order ${row.order_number}` : ''} · {dayOf(row.created_on)}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{row.message}</Text>
        </Stack>
        {feedback.replies.map((reply) => (
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
        <ReplyForm key={`reply-${feedback.version}`} feedback={feedback} />
        <Divider />
        <StatusForm key={`status-${feedback.version}`} feedback={feedback} onClose={onClose} />
      </Stack>
    </Modal>
  );
}

function useSaved(id: string) {
  const queryClient = useQueryClient();
  return async (answer: { data: ShopFeedbackDetail; message: string }) => {
    queryClient.setQueryData(shopFeedbackKeys.detail(id), answer.data);
    await queryClient.invalidateQueries({ queryKey: shopFeedbackKeys.lists() });
    notifySuccess(answer.message);
  };
}

function ReplyForm({ feedback }: { feedback: ShopFeedbackDetail }) {
  const saved = useSaved(feedback._id);
  const form = useForm<ShopFeedbackReplyBody>({
    mode: 'controlled',
    initialValues: { _id: feedback._id, version: feedback.version, body: '' },
    validate: zod4Resolver(shopFeedbackReplyBody),
  });
  const { submit } = useFormSubmit(form, async (values) => saved(await callApi(SHOP_FEEDBACK_CALLS.reply, values)));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label="Reply by email"
          description={`Sent to ${feedback.email} and kept here.`}
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

function StatusForm({ feedback, onClose }: { feedback: ShopFeedbackDetail; onClose: () => void }) {
  const saved = useSaved(feedback._id);
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
