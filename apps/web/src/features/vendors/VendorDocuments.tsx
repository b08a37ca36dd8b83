import { ActionIcon, Button, FileButton, Group, Progress, Select, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconDownload, IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatBytes } from '@stallfront/shared/admin-operations';
import {
  VENDOR_DOCUMENT_CALLS,
  VENDOR_DOCUMENT_KIND_NAMES,
  VENDOR_DOCUMENT_KINDS,
  VENDOR_DOCUMENT_MAX_BYTES,
  type VendorDocument,
  type VendorDocumentKind,
} from '@stallfront/shared/vendors';
import { callApi } from '../../api/client';
import { fetchFile } from '../../api/download';
import { sendForm } from '../../api/upload';
import { dayOf } from '../../ui/dates';
import { saveFile } from '../../ui/list-page';
import { notifyError, notifySuccess } from '../../ui/notify';
import { withModals } from '../../ui/overlays';

const ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp';
const KIND_OPTIONS = VENDOR_DOCUMENT_KIND_NAMES.map((kind) => ({ value: kind, label: VENDOR_DOCUMENT_KINDS[kind] }));

/**
 * A vendor's papers (identity, tax registration, bank proof, agreement): the store's side on the
 * vendor's page names the vendor; a vendor on its profile sees its own. Files stay private.
 */
export function VendorDocuments({ vendorId, titled = true }: { vendorId?: string; titled?: boolean }) {
  const queryClient = useQueryClient();
  const key = ['vendor-documents', vendorId ?? 'own'];
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => callApi(VENDOR_DOCUMENT_CALLS.list, vendorId ? { vendor_id: vendorId } : {}, { signal }),
  });
  const [kind, setKind] = useState<VendorDocumentKind>('identity');
  const [progress, setProgress] = useState<number | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  const send = async (file: File | null) => {
    if (!file) return;
    if (file.size > VENDOR_DOCUMENT_MAX_BYTES) return notifyError(`${file.name} is larger than 10 MB.`);
    const form = new FormData();
    if (vendorId) form.append('vendor_id', vendorId);
    form.append('kind', kind);
    form.append('file', file, file.name);
    setProgress(0);
    try {
      const { data } = await sendForm(VENDOR_DOCUMENT_CALLS.upload, form, setProgress);
      await refresh();
      notifySuccess(`${data.name} added.`);
    } catch (error) {
      notifyError(error instanceof Error ? error.message : String(error));
    } finally {
      setProgress(null);
    }
  };
  const download = useMutation({
    mutationFn: (doc: VendorDocument) => fetchFile(VENDOR_DOCUMENT_CALLS.file, { id: doc._id }),
    onSuccess: (blob, doc) => saveFile(blob, doc.name),
    onError: (error) => notifyError(error.message),
  });
  const remove = useMutation({
    mutationFn: (doc: VendorDocument) => callApi(VENDOR_DOCUMENT_CALLS.remove, { _id: doc._id }),
    onSuccess: async (answer) => {
      await refresh();
      notifySuccess(answer.message);
    },
    onError: (error) => notifyError(error.message),
  });
  const confirmRemove = (doc: VendorDocument) =>
    withModals((modals) =>
      modals.openConfirmModal({
        title: `Delete ${doc.name}?`,
        children: <Text size="sm">The file is deleted with it.</Text>,
        labels: { confirm: 'Delete', cancel: 'Cancel' },
        confirmProps: { color: 'red' },
        onConfirm: () => remove.mutate(doc),
      }),
    );

  const documents = query.data?.list ?? [];
  return (
    <Stack gap="xs" aria-label="Documents" component="section">
      {titled && (
        <Title order={2} size="h4">
          Documents
        </Title>
      )}
      {query.error && <Text c="red">{query.error.message}</Text>}
      {query.data && documents.length === 0 && (
        <Text size="sm" c="dimmed">
          No documents yet: identity, tax registration and bank proof are what a marketplace asks before paying out.
        </Text>
      )}
      {documents.map((doc) => (
        <Group key={doc._id} justify="space-between" wrap="nowrap" gap="xs" aria-label={doc.name} role="group">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} truncate>
              {doc.name}
            </Text>
            <Text size="xs" c="dimmed">
              {VENDOR_DOCUMENT_KINDS[doc.kind]} · {formatBytes(doc.bytes)} · {dayOf(doc.created_on)} · sent by{' '}
              {doc.uploaded_by === 'vendor' ? 'the vendor' : 'the store'}
            </Text>
          </Stack>
          <Group gap={4} wrap="nowrap">
            <Tooltip label={`Download ${doc.name}`}>
              <ActionIcon
                variant="subtle"
                aria-label={`Download ${doc.name}`}
                loading={download.isPending && download.variables?._id === doc._id}
                onClick={() => download.mutate(doc)}
              >
                <IconDownload size={18} />
              </ActionIcon>
            </Tooltip>
            {/* A vendor deletes what it sent; the store's own papers (its agreement) stay. */}
            {(vendorId || doc.uploaded_by === 'vendor') && (
              <Tooltip label={`Delete ${doc.name}`}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${doc.name}`}
                  onClick={() => confirmRemove(doc)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        </Group>
      ))}
      {progress !== null && <Progress value={progress * 100} size="sm" aria-label="Uploading the document" animated />}
      <Group gap="xs" align="flex-end">
        <Select
          label="New document"
          data={KIND_OPTIONS}
          value={kind}
          onChange={(value) => value && setKind(value as VendorDocumentKind)}
          allowDeselect={false}
          w={220}
        />
        <FileButton onChange={send} accept={ACCEPT}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconUpload size={16} aria-hidden />}
              loading={progress !== null}
            >
              Upload a PDF or scan
            </Button>
          )}
        </FileButton>
      </Group>
    </Stack>
  );
}
