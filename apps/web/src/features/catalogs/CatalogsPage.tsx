import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { LeaveGuard, useDirtyParts } from '../../ui/LeaveGuard';
import { useCanManageCatalogs } from './catalog-queries';
import { CatalogsTab } from './CatalogsTab';
import { HighlightsTab } from './HighlightsTab';
import { NavigationTab } from './NavigationTab';

type TabName = 'catalogs' | 'highlights' | 'navigation';

/** /product-sections/catalogs: the catalogs, the highlighted ones in order, and the shop's catalog menu. */
export default function CatalogsPage() {
  const canManage = useCanManageCatalogs();
  const unsaved = useDirtyParts();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  // Vendors and branches cannot read the menu (403), so the tab is not offered to them.
  const tab: TabName = requested === 'highlights' || (requested === 'navigation' && canManage) ? requested : 'catalogs';
  const choose = (value: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (!value || value === 'catalogs') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          Catalogs
        </Title>
        <Text size="sm" c="dimmed">
          Group products for shoppers, choose which groups the shop front highlights, and build its menu.
        </Text>
      </div>
      <Tabs value={tab} onChange={choose}>
        <Tabs.List>
          <Tabs.Tab value="catalogs">Catalogs</Tabs.Tab>
          <Tabs.Tab value="highlights">Highlights</Tabs.Tab>
          {canManage && <Tabs.Tab value="navigation">Navigation</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="catalogs" pt="md">
          <CatalogsTab canManage={canManage} />
        </Tabs.Panel>
        <Tabs.Panel value="highlights" pt="md">
          <HighlightsTab canManage={canManage} reportDirty={unsaved.report} />
        </Tabs.Panel>
        {canManage && (
          <Tabs.Panel value="navigation" pt="md">
            <NavigationTab reportDirty={unsaved.report} />
          </Tabs.Panel>
        )}
      </Tabs>
      <LeaveGuard dirty={unsaved.dirty} />
    </Stack>
  );
}
