import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { saveFile } from '../../ui/list-page';
import { notifyError } from '../../ui/notify';
import { CsvDropzone } from './CsvDropzone';
import { RowErrorsTable } from './RowErrorsTable';

interface CsvUploadModalProps<Answer> {
  title: string;
  /** What a row is and which columns it needs. */
  intro: ReactNode;
  template: { name: string; text: string };
  maxBytes: number;
  /** Under the drop zone: the columns and the most rows. */
  hint: string;
  upload: (file: File, onProgress: (percent: number | null) => void) => Promise<Answer>;
  /** What the server answered, in the "finished" alert. */
  summary: (answer: Answer) => ReactNode;
  /** After a file went in: refresh what it changed. */
  onDone: () => void;
  onClose: () => void;
}

/**
 * A CSV sent for the server to check whole: a template to start from, a drop zone with the upload's
 * progress, then what was saved, or every refused row beside its column (nothing saved).
 */
export function CsvUploadModal<Answer>(props: CsvUploadModalProps<Answer>) {
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => props.upload(file, setProgress),
    onMutate: () => setRefusal(null),
    onSuccess: () => props.onDone(),
    onError: (error) => (error instanceof ApiError ? setRefusal(error) : notifyError(error.message)),
    onSettled: () => setProgress(null),
  });
  return (
    <Modal opened onClose={props.onClose} title={props.title} size="lg">
      <Stack>
        <Text size="sm">{props.intro}</Text>
        <Group>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} />}
            onClick={() => saveFile(props.template.text, props.template.name)}
          >
            Download template
          </Button>
        </Group>
        <CsvDropzone
          onRejected={() => setRefusal(null)}
          onFile={(file) => upload.mutate(file)}
          maxBytes={props.maxBytes}
          progress={progress ?? (upload.isPending ? 1 : null)}
          hint={props.hint}
        />
        {upload.isPending && progress === null && <Text size="sm">Checking and saving the rows…</Text>}
        {upload.isSuccess && (
          <Alert color="green" title="Finished" role="status">
            {props.summary(upload.data)}
          </Alert>
        )}
        {refusal && <RowErrorsTable error={refusal} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
