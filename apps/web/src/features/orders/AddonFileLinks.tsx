import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { ORDER_CALLS, type OrderDetail, type OrderLine } from '@stallfront/shared/orders';
import { fetchFile } from '../../api/download';
import { saveFile } from '../../ui/list-page';
import { notifyError } from '../../ui/notify';

type AddonFile = NonNullable<OrderLine['addons'][number]['file']>;

/** "Download beach.jpg": each file the shopper sent with the line's add-ons, as they sent it. */
export function AddonFileLinks({ order, line }: { order: OrderDetail; line: OrderLine }) {
  const files = line.addons.flatMap((a) => (a.file ? [a.file] : []));
  const download = useMutation({
    mutationFn: (file: AddonFile) => fetchFile(ORDER_CALLS.addonFile, { id: order._id, file_id: file.id }),
    onSuccess: (blob, file) => saveFile(blob, file.name),
    onError: (error) => notifyError(error.message),
  });
  if (files.length === 0) return null;
  return (
    <Group gap={4}>
      {files.map((file) => (
        <Button
          key={file.id}
          variant="subtle"
          size="compact-xs"
          leftSection={<IconDownload size={14} aria-hidden />}
          loading={download.isPending && download.variables?.id === file.id}
          onClick={() => download.mutate(file)}
        >
          {`Download ${file.name}`}
        </Button>
      ))}
    </Group>
  );
}
