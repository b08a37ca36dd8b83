import { Anchor, Button, Group, Loader, Paper, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  BLOG_COMMENT_CALLS,
  BLOG_COMMENT_SETTING,
  type BlogComment,
  type CommentStatus,
  COMMENT_STATUSES,
  DEFAULT_COMMENT_SETTING,
} from '@stallfront/shared/blogs';
import { callApi } from '../../api/client';
import { useSession } from '../../app/session/use-session';
import { momentOf } from '../../ui/dates';
import { useIsPhone } from '../../ui/list-page/use-is-phone';
import { notifyError, notifySuccess } from '../../ui/notify';
import { withModals } from '../../ui/overlays';

const commentKeys = {
  all: ['blog-comments'] as const,
  list: (status: CommentStatus) => ['blog-comments', 'list', status] as const,
  setting: ['blog-comments', 'setting'] as const,
};

const EMPTY: Record<CommentStatus, string> = {
  pending: 'No comments wait for you. New ones from the shop land here.',
  approved: 'No approved comments yet. Approved comments show under their posts in the shop.',
  spam: 'Nothing marked spam.',
};

/** What a comment of this status may become, with the button's words. */
const MOVES: Record<CommentStatus, { to: CommentStatus; label: string; color: string }[]> = {
  pending: [
    { to: 'approved', label: 'Approve', color: 'teal' },
    { to: 'spam', label: 'Spam', color: 'orange' },
  ],
  approved: [
    { to: 'pending', label: 'Unapprove', color: 'gray' },
    { to: 'spam', label: 'Spam', color: 'orange' },
  ],
  spam: [{ to: 'approved', label: 'Not spam: approve', color: 'teal' }],
};

function useCommentActions() {
  const queryClient = useQueryClient();
  const done = ({ message }: { message: string }) => {
    notifySuccess(message);
    void queryClient.invalidateQueries({ queryKey: commentKeys.all });
  };
  const failed = (error: Error) => notifyError(error.message);
  const move = useMutation({
    mutationFn: ({ id, status }: { id: string; status: CommentStatus }) =>
      callApi(BLOG_COMMENT_CALLS.moderate, { ids: [id], status }),
    onSuccess: done,
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (id: string) => callApi(BLOG_COMMENT_CALLS.remove, { ids: [id] }),
    onSuccess: done,
    onError: failed,
  });
  return { move, remove };
}

function CommentCard({ comment, actions }: { comment: BlogComment; actions: ReturnType<typeof useCommentActions> }) {
  const shopUrl = useSession().store?.data.base_url;
  const busy = actions.move.isPending || actions.remove.isPending;
  const confirmDelete = () =>
    withModals((modals) =>
      modals.openConfirmModal({
        title: `Delete ${comment.name}’s comment?`,
        children: <Text size="sm">It is gone for good, from here and from the shop.</Text>,
        labels: { confirm: 'Delete', cancel: 'Cancel' },
        confirmProps: { color: 'red' },
        onConfirm: () => actions.remove.mutate(comment._id),
      }),
    );
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={`Comment by ${comment.name}`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600}>
            {comment.name}{' '}
            <Text span c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {comment.email}
            </Text>
          </Text>
          <Text c="dimmed" size="sm">
            {momentOf(comment.created_on)}
          </Text>
        </Group>
        <Text size="sm">
          On{' '}
          {shopUrl ? (
            <Anchor href={`${shopUrl}/blog/${comment.post_slug}`} target="_blank" rel="noreferrer">
              {comment.post_title}
            </Anchor>
          ) : (
            comment.post_title
          )}
        </Text>
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{comment.body}</Text>
        <Group gap="xs" mt={4}>
          {MOVES[comment.status].map((move) => (
            <Button
              key={move.to}
              size="xs"
              variant={move.to === 'approved' ? 'filled' : 'light'}
              color={move.color}
              disabled={busy}
              onClick={() => actions.move.mutate({ id: comment._id, status: move.to })}
            >
              {move.label}
            </Button>
          ))}
          <Button size="xs" variant="subtle" color="red" disabled={busy} onClick={confirmDelete}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Whether new comments wait for approval (the default) or show at once. */
function HoldSwitch() {
  const queryClient = useQueryClient();
  const setting = useQuery({
    queryKey: commentKeys.setting,
    queryFn: async () => (await callApi(BLOG_COMMENT_SETTING.calls.get, {})).data ?? { ...DEFAULT_COMMENT_SETTING },
  });
  const save = useMutation({
    mutationFn: (hold: boolean) => callApi(BLOG_COMMENT_SETTING.calls.save, { hold_for_approval: hold }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(commentKeys.setting, data);
      notifySuccess(data.hold_for_approval ? 'New comments wait for your approval.' : 'New comments show at once.');
    },
    onError: (error: Error) => notifyError(error.message),
  });
  return (
    <Switch
      label="Hold new comments for approval"
      description="On: a comment shows in the shop once you approve it. Off: it shows at once, and you can still remove it."
      checked={setting.data?.hold_for_approval ?? true}
      disabled={setting.isPending || save.isPending}
      onChange={(event) => save.mutate(event.currentTarget.checked)}
    />
  );
}

/** The moderation screen: the comments of one status, newest first, with their counts. */
export function BlogCommentsTab() {
  const [status, setStatus] = useState<CommentStatus>('pending');
  const isPhone = useIsPhone();
  const actions = useCommentActions();
  const comments = useInfiniteQuery({
    queryKey: commentKeys.list(status),
    queryFn: ({ pageParam, signal }) =>
      callApi(BLOG_COMMENT_CALLS.list, { status, cursor: pageParam, limit: 25 }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });
  const counts = comments.data?.pages[0]?.counts;
  const list = comments.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          Blog comments
        </Title>
        <Text c="dimmed" size="sm">
          Shoppers comment under your published posts. Approve the ones to show; spam stays out of the shop.
        </Text>
      </div>
      <HoldSwitch />
      <SegmentedControl
        aria-label="Comments to show"
        fullWidth={isPhone}
        value={status}
        onChange={(value) => setStatus(value as CommentStatus)}
        data={Object.entries(COMMENT_STATUSES).map(([value, label]) => ({
          value,
          label: counts ? `${label} (${counts[value as CommentStatus]})` : label,
        }))}
      />
      {comments.isPending ? (
        <Loader size="sm" aria-label="Loading comments" />
      ) : comments.isError ? (
        <Text c="red">{comments.error.message}</Text>
      ) : list.length === 0 ? (
        <Text c="dimmed">{EMPTY[status]}</Text>
      ) : (
        <Stack gap="sm">
          {list.map((comment) => (
            <CommentCard key={comment._id} comment={comment} actions={actions} />
          ))}
          {comments.hasNextPage ? (
            <Button variant="default" loading={comments.isFetchingNextPage} onClick={() => comments.fetchNextPage()}>
              Older comments
            </Button>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
