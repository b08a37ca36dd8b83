import { SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { AppItem } from '@stallfront/shared/app-store';
import { DetailLoadFailed, DetailLoading } from '../../ui/DetailStates';
import { withModals } from '../../ui/overlays';
import { AppCard } from './AppCard';
import { useAppAction, useAppStore } from './app-store-queries';

type Filter = 'all' | 'added' | 'available';
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'added', label: 'Added' },
  { value: 'available', label: 'Available' },
];
const isAdded = (app: AppItem) => app.state === 'included' || app.state === 'installed' || app.state === 'trial';
const shown = (app: AppItem, filter: Filter) =>
  filter === 'all' || (filter === 'added' ? isAdded(app) : !isAdded(app) && app.offered);

/** /account/app-store: the features a store can add, by group, with trials, install and uninstall. */
export default function AppStorePage() {
  const query = useAppStore();
  const action = useAppAction();
  const [filter, setFilter] = useState<Filter>('all');
  if (query.error)
    return (
      <DetailLoadFailed noun="App store" error={query.error} back={{ to: '/account', label: 'Back to account' }} />
    );
  if (!query.data) return <DetailLoading />;
  const { groups } = query.data.data;
  const busyWith = action.isPending ? action.variables?.feature : undefined;
  const askUninstall = (app: AppItem) =>
    withModals((modals) =>
      modals.openConfirmModal({
        title: `Uninstall ${app.name}?`,
        children: (
          <Text size="sm">
            Its menus close for everyone in your store now. What you made with it is kept and comes back if you install
            it again.
            {app.state === 'trial' ? ' The trial cannot be started again.' : ''}
          </Text>
        ),
        labels: { confirm: 'Uninstall', cancel: 'Cancel' },
        confirmProps: { color: 'red' },
        onConfirm: () => action.mutate({ action: 'uninstall', feature: app.key }),
      }),
    );
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          App store
        </Title>
        <Text size="sm" c="dimmed">
          Add features to your store. Try one free (once per feature), install it to keep it. Menus change at once for
          everyone signed in to your store.
        </Text>
      </div>
      <SegmentedControl
        value={filter}
        onChange={(value) => setFilter(value as Filter)}
        data={FILTERS}
        aria-label="Show"
        style={{ alignSelf: 'flex-start' }}
      />
      {groups.map((group) => {
        const apps = group.apps.filter((app) => shown(app, filter));
        if (!apps.length) return null;
        return (
          <section key={group.name} aria-label={group.name}>
            <Title order={2} size="h4" mb="sm">
              {group.name}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
              {apps.map((app) => (
                <AppCard
                  key={app.key}
                  app={app}
                  trialDays={app.trial_days}
                  busy={busyWith === app.key}
                  onTrial={() => action.mutate({ action: 'trial', feature: app.key })}
                  onInstall={() => action.mutate({ action: 'install', feature: app.key })}
                  onUninstall={() => askUninstall(app)}
                />
              ))}
            </SimpleGrid>
          </section>
        );
      })}
    </Stack>
  );
}
