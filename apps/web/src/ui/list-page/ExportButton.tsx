import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { notifyError } from '../notify';
import { csvFileName, saveFile } from './download';

interface ExportButtonProps {
  title: string;
  load: () => Promise<Blob | string>;
  /** An icon alone, named "Export CSV" (phones). */
  compact?: boolean;
}

/** Downloads the list as it is filtered, searched and sorted now, as "<title>.csv". */
export function ExportButton({ title, load, compact = false }: ExportButtonProps) {
  const exporting = useMutation({
    mutationFn: load,
    onSuccess: (content) => saveFile(content, csvFileName(title)),
    onError: (error) => notifyError(error.message),
  });
  if (compact) {
    return (
      <Tooltip label="Export CSV">
        <ActionIcon
          variant="default"
          size="input-sm"
          aria-label="Export CSV"
          loading={exporting.isPending}
          onClick={() => exporting.mutate()}
        >
          <IconDownload size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    );
  }
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
