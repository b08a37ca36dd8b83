import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { notifyError } from '../notify';
import { csvFileName, saveFile } from './download';

/** Downloads the list as it is filtered, searched and sorted now, as "<title>.csv". */
export function ExportButton({ title, load }: { title: string; load: () => Promise<Blob | string> }) {
  const exporting = useMutation({
    mutationFn: load,
    onSuccess: (content) => saveFile(content, csvFileName(title)),
    onError: (error) => notifyError(error.message),
  });
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} />}
      loading={exporting.isPending}
      onClick={() => exporting.mutate()}
    >
      Export CSV
    </Button>
  );
}
