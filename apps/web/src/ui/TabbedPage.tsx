import { Stack, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

interface PageTab {
  value: string;
  label: string;
  content: ReactNode;
}

/**
 * A screen of tabs kept in the address (`?tab=`, left out for the first), so a reload or a
 * shared link opens the same tab. Only the open tab is drawn: each has the page's one heading.
 */
export function TabbedPage({ tabs }: { tabs: readonly [PageTab, ...PageTab[]] }) {
  const [params, setParams] = useSearchParams();
  const first = tabs[0].value;
  const requested = params.get('tab');
  const tab = tabs.some((t) => t.value === requested) ? (requested as string) : first;
  const choose = (value: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value && value !== first) next.set('tab', value);
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );
  return (
    <Stack gap="md">
      <Tabs value={tab} onChange={choose} keepMounted={false}>
        <Tabs.List>
          {tabs.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((t) => (
          <Tabs.Panel key={t.value} value={t.value} pt="md">
            {t.content}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
