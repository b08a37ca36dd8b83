import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { REVIEW_CALLS, type Review } from '@stallfront/shared/reviews';
import { ApiError } from '../../api/api-error';
import { callApi } from '../../api/client';
import { notifyError, notifySuccess } from '../../ui/notify';
import { Stars } from './review-columns';
import { reviewKeys } from './review-queries';

export const REPLY_MAX = 2000;

/** Answers a review in the store's name; saving an empty reply removes the answer, and with none to remove there is nothing to save. */
export function ReplyModal({ review, onClose }: { review: Review; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [reply, setReply] = useState(review.reply ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => callApi(REVIEW_CALLS.reply, { _id: review._id, reply: reply.trim() }),
    onSuccess: ({ message }) => {
      notifySuccess(message);
      void queryClient.invalidateQueries({ queryKey: reviewKeys.lists() });
      onClose();
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.field === 'reply') setError(failure.fieldMessage ?? failure.message);
      else notifyError(failure.message);
    },
  });
  const empty = reply.trim() === '';
  const removing = Boolean(review.reply) && empty;
  // An empty reply to a review that has none would save nothing.
  const nothingToSave = !review.reply && empty;

  return (
    <Modal opened onClose={onClose} title={`Reply to ${review.customer_name}`} size="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!nothingToSave) save.mutate();
        }}
      >
        <Stack>
          <Stack gap={4}>
            <Group gap="xs">
              <Stars rating={review.rating} />
              <Text size="sm" c="dimmed">
                on {review.product_name}
              </Text>
            </Group>
            {review.title && <Text fw={500}>{review.title}</Text>}
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {review.body}
            </Text>
          </Stack>
          <Textarea
            label="Reply"
            description={`Shown under the review in your shop.${review.reply ? ' Leave it empty to remove the reply.' : ''} ${reply.length} / ${REPLY_MAX}`}
            autosize
            minRows={4}
            maxRows={12}
            maxLength={REPLY_MAX}
            data-autofocus
            value={reply}
            error={error}
            onChange={(e) => {
              setReply(e.currentTarget.value);
              setError(null);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              loading={save.isPending}
              disabled={nothingToSave}
              color={removing ? 'red' : undefined}
            >
              {removing ? 'Remove reply' : 'Save reply'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
