import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { CATALOG_CALLS } from '@stallfront/shared/catalogs';
import { ApiError } from '../../api/api-error';
import { uploadFile } from '../../api/upload';
import { saveFile } from '../../ui/list-page';
import { notifyError } from '../../ui/notify';
import { CsvDropzone } from '../products/CsvDropzone';
import { RowErrorsTable } from '../products/RowErrorsTable';
import { uploadSummary } from './catalog-list';
import { useRefreshCatalogs } from './catalog-queries';

/** The server's limit for a catalog CSV (bulk-upload.service). */
const CSV_MAX_BYTES = 1024 * 1024;
const TEMPLATE = 'name,description,status\nSummer Sale,Light clothes for hot days,active\n';

/** Adds catalogs from a CSV: the whole file is checked first, and names the store already has are skipped. */
export function CatalogUploadModal({ onClose }: { onClose: () => void }) {
  const refresh = useRefreshCatalogs();
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadFile(CATALOG_CALLS.bulkUpload, file, file.name, setProgress),
    onMutate: () => setRefusal(null),
    onSuccess: () => void refresh(),
    onError: (error) => (error instanceof ApiError ? setRefusal(error) : notifyError(error.message)),
    onSettled: () => setProgress(null),
  });

  return (
    <Modal opened onClose={onClose} title="Upload catalogs from a CSV" size="lg">
      <Stack>
        <Text size="sm">
          One catalog per row. Only name is required; status is active or hidden. Names your store already has are
          skipped.
        </Text>
        <Group>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} />}
            onClick={() => saveFile(TEMPLATE, 'catalogs-template.csv')}
          >
            Download template
          </Button>
        </Group>
        <CsvDropzone
          onRejected={() => setRefusal(null)}
          onFile={(file) => upload.mutate(file)}
          maxBytes={CSV_MAX_BYTES}
          progress={progress ?? (upload.isPending ? 1 : null)}
          hint="name, description, status columns; up to 1,000 rows"
        />
        {upload.isPending && progress === null && <Text size="sm">Checking and saving the rows…</Text>}
        {upload.isSuccess && (
          <Alert color="green" title="Upload finished" role="status">
            {uploadSummary(upload.data)}
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
