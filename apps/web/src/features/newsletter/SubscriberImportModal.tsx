import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { NEWSLETTER_CALLS, SUBSCRIBER_CSV_MAX_BYTES } from '@stallfront/shared/newsletter';
import { ApiError } from '../../api/api-error';
import { uploadFile } from '../../api/upload';
import { saveFile } from '../../ui/list-page';
import { notifyError } from '../../ui/notify';
import { CsvDropzone } from '../products/CsvDropzone';
import { RowErrorsTable } from '../products/RowErrorsTable';
import { newsletterKeys } from './newsletter-list';

const TEMPLATE = 'email,name,status\nasha@example.com,Asha Rao,subscribed\n';

/** Adds or updates subscribers from a CSV: every row is checked first, and nothing is saved if one is wrong. */
export function SubscriberImportModal({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadFile(NEWSLETTER_CALLS.importSubscribers, file, file.name, setProgress),
    onMutate: () => setRefusal(null),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: newsletterKeys.subscribers() }),
    onError: (error) => (error instanceof ApiError ? setRefusal(error) : notifyError(error.message)),
    onSettled: () => setProgress(null),
  });

  return (
    <Modal opened onClose={onClose} title="Import subscribers from a CSV" size="lg">
      <Stack>
        <Text size="sm">
          One address per row. Only email is required; status is subscribed (the default), pending or unsubscribed.
          Import only people who agreed to get your newsletter; someone who unsubscribed stays unsubscribed.
        </Text>
        <Group>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} />}
            onClick={() => saveFile(TEMPLATE, 'subscribers-template.csv')}
          >
            Download template
          </Button>
        </Group>
        <CsvDropzone
          onRejected={() => setRefusal(null)}
          onFile={(file) => upload.mutate(file)}
          maxBytes={SUBSCRIBER_CSV_MAX_BYTES}
          progress={progress ?? (upload.isPending ? 1 : null)}
          hint="email, name, status columns; up to 200,000 rows"
        />
        {upload.isPending && progress === null && <Text size="sm">Checking and saving the rows…</Text>}
        {upload.isSuccess && (
          <Alert color="green" title="Import finished" role="status">
            {upload.data.message}
          </Alert>
        )}
        {refusal && <RowErrorsTable error={refusal} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
