import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  BULK_UPLOAD_MAX_BYTES,
  BULK_UPLOAD_MAX_ROWS,
  BULK_UPLOAD_CALLS,
  IMPORT_PLATFORMS,
  PRODUCT_CSV_COLUMNS,
} from '@stallfront/shared/products';
import { ApiError } from '../../api/api-error';
import { callApi } from '../../api/client';
import { fetchCsv } from '../../api/download';
import { uploadFile } from '../../api/upload';
import { saveFile } from '../../ui/list-page';
import { notifyError, notifySuccess } from '../../ui/notify';
import { CsvDropzone } from './CsvDropzone';
import { productKeys } from './product-queries';
import { RowErrorsTable } from './RowErrorsTable';
import { withModals } from '../../ui/overlays';
import { momentOf } from '../../ui/dates';

/** /product-sections/products/bulk-upload: add or update products from a spreadsheet, and undo an upload. */
export default function BulkUploadPage() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const history = useQuery({
    queryKey: productKeys.uploads(),
    queryFn: async () => (await callApi(BULK_UPLOAD_CALLS.history, undefined)).list,
    // An import's images arrive in the background; the history counts them down.
    refetchInterval: (query) => (query.state.data?.some((u) => u.images_waiting > 0) ? 5000 : false),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: productKeys.all });

  const upload = useMutation({
    mutationFn: (file: File) => uploadFile(BULK_UPLOAD_CALLS.upload, file, file.name, setProgress),
    onMutate: () => setRefusal(null),
    onSuccess: (result) => {
      notifySuccess(result.message);
      void refresh();
    },
    onError: (error) => (error instanceof ApiError ? setRefusal(error) : notifyError(String(error))),
    onSettled: () => setProgress(null),
  });
  const undo = useMutation({
    mutationFn: (id: string) => callApi(BULK_UPLOAD_CALLS.undo, { _id: id }),
    onSuccess: (result) => {
      notifySuccess(result.message);
      void refresh();
    },
    onError: (error) => notifyError(error.message),
  });
  const confirmUndo = (id: string, name: string) =>
    withModals((modals) =>
      modals.openConfirmModal({
        title: 'Undo this upload?',
        children: (
          <Text size="sm">Products added by {name} are removed and products it changed get back what they had.</Text>
        ),
        labels: { confirm: 'Undo upload', cancel: 'Keep it' },
        confirmProps: { color: 'red' },
        onConfirm: () => undo.mutate(id),
      }),
    );
  const latestApplied = history.data?.find((u) => u.status === 'applied')?._id;

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          Bulk upload
        </Title>
        <Anchor component={Link} to="/product-sections/products" size="sm">
          Back to products
        </Anchor>
      </Group>
      <Paper withBorder p="md">
        <Stack>
          <Text size="sm">
            Each row adds a product, or updates the product with the same SKU. Every row is checked before anything is
            saved. Columns: {PRODUCT_CSV_COLUMNS.join(', ')} (name, sku and price are required; catalogs and tags are
            separated by |). A product&apos;s variants follow its row, one row each with variant_of (the product&apos;s
            SKU), sku, price, stock and option_values such as M|Red; the product row lists its options as Size: S|M|L;
            Colour: Red|Blue. An exported file uploads back as it is.
          </Text>
          <Text size="sm">
            Moving in? Upload the product export of {IMPORT_PLATFORMS.join(' or ')} exactly as it downloads: handles,
            options, variants, tags and SEO fields come across, and images are fetched from their addresses in the
            background (each product shows any it could not fetch).
          </Text>
          <Group>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              onClick={async () =>
                saveFile(await fetchCsv(BULK_UPLOAD_CALLS.template, undefined), 'products-template.csv')
              }
            >
              Download template
            </Button>
          </Group>
          <CsvDropzone
            onRejected={() => setRefusal(null)}
            onFile={(file) => upload.mutate(file)}
            maxBytes={BULK_UPLOAD_MAX_BYTES}
            progress={progress ?? (upload.isPending ? 1 : null)}
            hint={`UTF-8 CSV, up to ${BULK_UPLOAD_MAX_ROWS.toLocaleString()} rows and 20 MB`}
          />
          {upload.isPending && progress === null && <Text size="sm">Checking and saving the rows…</Text>}
          {refusal && <RowErrorsTable error={refusal} />}
        </Stack>
      </Paper>
      <Title order={2} size="h3">
        History
      </Title>
      <Paper withBorder>
        <Table.ScrollContainer minWidth={720}>
          <Table aria-label="Upload history" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>File</Table.Th>
                <Table.Th>Rows</Table.Th>
                <Table.Th>Added / updated</Table.Th>
                <Table.Th>Images</Table.Th>
                <Table.Th>By</Table.Th>
                <Table.Th>When</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.data?.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={7}>
                    <Text c="dimmed" size="sm" ta="center" py="md">
                      No uploads yet.
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {history.data?.map((u) => (
                <Table.Tr key={u._id}>
                  <Table.Td>{u.file_name}</Table.Td>
                  <Table.Td>{u.rows.toLocaleString()}</Table.Td>
                  <Table.Td>
                    {u.created} / {u.updated}
                  </Table.Td>
                  <Table.Td>
                    <ImageProgress waiting={u.images_waiting} failed={u.images_failed} />
                  </Table.Td>
                  <Table.Td>{u.uploaded_by.replace(/ <.*>$/, '')}</Table.Td>
                  <Table.Td>{momentOf(u.created_on)}</Table.Td>
                  <Table.Td>
                    {u.status === 'undone' ? (
                      <Badge color="gray">Undone</Badge>
                    ) : u._id === latestApplied ? (
                      <Button
                        size="compact-sm"
                        variant="light"
                        color="red"
                        onClick={() => confirmUndo(u._id, u.file_name)}
                        loading={undo.isPending}
                      >
                        Undo
                      </Button>
                    ) : (
                      <Badge color="teal">Applied</Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Stack>
  );
}

/** An import's images: still coming, or some that could not be fetched (each product lists its own). */
function ImageProgress({ waiting, failed }: { waiting: number; failed: number }) {
  if (!waiting && !failed) return <Text size="sm">—</Text>;
  return (
    <Group gap={4}>
      {waiting > 0 && <Badge color="blue">{waiting} coming</Badge>}
      {failed > 0 && <Badge color="yellow">{failed} failed</Badge>}
    </Group>
  );
}
