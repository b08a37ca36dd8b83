import { Alert, Badge, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  CATALOG_PAGE_CALLS,
  type CatalogDesignValue,
  type CatalogPageState,
  designOf,
} from '@stallfront/shared/catalog-page';
import { callApi } from '../../api/client';
import { DetailLoadFailed, DetailLoading } from '../../ui/DetailStates';
import { notifyError, notifySuccess } from '../../ui/notify';
import { withModals } from '../../ui/overlays';
import { DesignForm } from './DesignForm';

const catalogPageKey = ['catalog-page'] as const;

/** /setting/catalog-page: how the shop's catalog pages look, for all catalogs and for single ones. */
export default function CatalogPagePage() {
  const query = useQuery({
    queryKey: catalogPageKey,
    queryFn: ({ signal }) => callApi(CATALOG_PAGE_CALLS.get, undefined, { signal }),
  });
  if (query.error)
    return (
      <DetailLoadFailed noun="Catalog page" error={query.error} back={{ to: '/setting', label: 'Back to settings' }} />
    );
  if (!query.data) return <DetailLoading />;
  return <Designs state={query.data.data} />;
}

function Designs({ state }: { state: CatalogPageState }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: catalogPageKey });
  const saveDefault = async (design: CatalogDesignValue) => {
    await callApi(CATALOG_PAGE_CALLS.change, { ...design, id: 'default' });
    notifySuccess('The design for all catalogs is saved.');
    await refresh();
  };
  return (
    <Stack gap="md" maw={900}>
      <div>
        <Title order={1} size="h2">
          Catalog page
        </Title>
        <Text size="sm" c="dimmed">
          How your shop's catalog pages look: the layout, how many products a page shows, how they are sorted and which
          filters shoppers can use. A catalog can have a design of its own.
        </Text>
      </div>
      <Card withBorder padding="md" component="section" aria-labelledby="default-design">
        <Group gap="xs" mb="sm">
          <Title order={2} size="h4" id="default-design">
            All catalogs
          </Title>
          {state.saved ? null : <Badge variant="light">Shop default</Badge>}
        </Group>
        <DesignForm
          name="All catalogs"
          initial={state.default}
          submitLabel="Save design"
          onSave={saveDefault}
          savesUnchanged={!state.saved}
        />
      </Card>
      {state.overrides.map((override) => (
        <OverrideCard key={override.id} override={override} onChanged={refresh} />
      ))}
      <AddOverride state={state} onAdded={refresh} />
    </Stack>
  );
}

function OverrideCard({
  override,
  onChanged,
}: {
  override: CatalogPageState['overrides'][number];
  onChanged: () => Promise<unknown>;
}) {
  const save = async (design: CatalogDesignValue) => {
    await callApi(CATALOG_PAGE_CALLS.change, { ...design, id: override.id });
    notifySuccess(`The design of ${override.catalog_name} is saved.`);
    await onChanged();
  };
  const remove = () =>
    withModals((modals) =>
      modals.openConfirmModal({
        title: `Use the default design for ${override.catalog_name}?`,
        children: <Text size="sm">Its own design is removed; its page looks like all the others.</Text>,
        labels: { confirm: 'Remove its design', cancel: 'Cancel' },
        confirmProps: { color: 'red' },
        onConfirm: async () => {
          try {
            const { message } = await callApi(CATALOG_PAGE_CALLS.remove, { ids: [override.id] });
            notifySuccess(message);
            await onChanged();
          } catch (error) {
            notifyError((error as Error).message);
          }
        },
      }),
    );
  return (
    <Card withBorder padding="md" component="section" aria-label={`Design of ${override.catalog_name}`}>
      <Title order={2} size="h4" mb="sm">
        {override.catalog_name}
      </Title>
      <DesignForm
        name={override.catalog_name}
        initial={designOf(override)}
        submitLabel="Save design"
        onSave={save}
        actions={
          <Button variant="subtle" color="red" onClick={remove}>
            Remove
          </Button>
        }
      />
    </Card>
  );
}

function AddOverride({ state, onAdded }: { state: CatalogPageState; onAdded: () => Promise<unknown> }) {
  const [catalogId, setCatalogId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const taken = new Set(state.overrides.map((o) => o.catalog_id));
  const choices = state.catalogs.filter((c) => !taken.has(c._id)).map((c) => ({ value: c._id, label: c.name }));
  if (state.catalogs.length === 0)
    return <Alert color="gray">Add catalogs to give one of them a design of its own.</Alert>;
  if (choices.length === 0) return null;
  const add = async (design: CatalogDesignValue) => {
    if (!catalogId) return setError('Choose a catalog');
    await callApi(CATALOG_PAGE_CALLS.add, { ...design, catalog_id: catalogId });
    notifySuccess(`${choices.find((c) => c.value === catalogId)?.label ?? 'The catalog'} has its own design now.`);
    setCatalogId(null);
    await onAdded();
  };
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="add-override">
      <Title order={2} size="h4" id="add-override">
        A design for one catalog
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Pick a catalog to show it differently from the others.
      </Text>
      <Select
        label="Catalog"
        placeholder="Choose a catalog"
        data={choices}
        value={catalogId}
        onChange={(value) => {
          setCatalogId(value);
          setError(null);
        }}
        error={error}
        searchable
        maw={360}
        mb="md"
      />
      <DesignForm
        key={catalogId ?? 'none'}
        name="New catalog design"
        initial={state.default}
        submitLabel="Add design"
        onSave={add}
        savesUnchanged
      />
    </Card>
  );
}
