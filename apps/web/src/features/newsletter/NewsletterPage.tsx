import { Stack, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { CampaignsTab } from './CampaignsTab';
import { SubscribersTab } from './SubscribersTab';

/** /setting/newsletter: the subscribers (signed up in the shop or imported) and the campaigns mailed to them. */
export default function NewsletterPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'campaigns' ? 'campaigns' : 'subscribers';
  const choose = (value: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === 'campaigns') next.set('tab', value);
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );
  // Only the open tab is drawn: each is a list page with the page's one heading.
  return (
    <Stack gap="md">
      <Tabs value={tab} onChange={choose} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="subscribers">Subscribers</Tabs.Tab>
          <Tabs.Tab value="campaigns">Campaigns</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="subscribers" pt="md">
          <SubscribersTab />
        </Tabs.Panel>
        <Tabs.Panel value="campaigns" pt="md">
          <CampaignsTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
