import { Anchor, Group, Image, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { type AdminFeedback, FEEDBACK_CALLS } from '@stallfront/shared/panels';
import { countOf } from '@stallfront/shared/rules';
import { callApi } from '../../api/client';
import { momentOf } from '../../ui/dates';
import { ListPage } from '../../ui/list-page';
import { FeedbackCard, feedbackColumns, SeverityBadge, severityFilter } from './feedback-columns';

const feedbackKeys = { lists: () => ['feedbacks', 'admin'] as const };

/** /admin/feedbacks: what the stores told the platform, with their images. */
export default function AdminFeedbacksPage() {
  const [open, setOpen] = useState<AdminFeedback | null>(null);
  return (
    <>
      <ListPage
        title="Feedbacks"
        queryKey={feedbackKeys.lists()}
        fetchPage={(request, signal) => callApi(FEEDBACK_CALLS.list, request, { signal })}
        fetchCount={(params, signal) => callApi(FEEDBACK_CALLS.count, params, { signal })}
        countLabel={(n) => countOf(n, 'feedback', 'feedbacks')}
        rowKey={(row) => row._id}
        rowLabel={(row) => row.title}
        columns={feedbackColumns}
        sorts={[{ value: 'created', label: 'Newest', direction: 'desc' }]}
        defaultSort={{ sort: 'created', direction: 'desc' }}
        filters={[severityFilter]}
        searchPlaceholder="Search subject, text or sender"
        onRowClick={setOpen}
        rowActions={[{ label: 'Read', icon: <IconEye size={16} aria-hidden />, onClick: setOpen }]}
        emptyState={{ title: 'No feedback yet', message: 'What store owners send from the feedback panel shows here.' }}
        mobileCard={(row) => <FeedbackCard row={row} />}
      />
      {open && <FeedbackModal row={open} onClose={() => setOpen(null)} />}
    </>
  );
}

function FeedbackModal({ row, onClose }: { row: AdminFeedback; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={row.title} size="lg">
      <Stack gap="sm">
        <Group gap="xs">
          <SeverityBadge severity={row.severity} />
          <Text size="sm" c="dimmed">
            {momentOf(row.created_on)}
          </Text>
        </Group>
        <Text size="sm">
          From {row.sent_by} at {row.store_name} ({row.sub_domain})
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{row.description}</Text>
        {row.attachments.length > 0 && (
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            {row.attachments.map((a, i) => (
              <Anchor key={a.url} href={a.url} target="_blank" rel="noopener">
                <Image src={a.url} alt={`Image ${i + 1} of ${row.attachments.length}`} radius="sm" />
              </Anchor>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Modal>
  );
}
