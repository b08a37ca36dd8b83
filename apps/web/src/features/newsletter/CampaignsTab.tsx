import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { type Campaign, NEWSLETTER_CALLS } from '@stallfront/shared/newsletter';
import { countOf } from '@stallfront/shared/rules';
import { callApi } from '../../api/client';
import { ListPage } from '../../ui/list-page';
import { useIsPhone } from '../../ui/list-page/use-is-phone';
import { Drawer } from '../../ui/overlays';
import { CampaignForm } from './CampaignForm';
import { CampaignCard, campaignColumns } from './newsletter-columns';
import { campaignFilters, campaignSorts, newsletterKeys, toCampaignListBody } from './newsletter-list';

/** The campaigns: drafts, those waiting for their time, and those sent with their counts. */
export function CampaignsTab() {
  const [editing, setEditing] = useState<Campaign | null | undefined>(undefined);
  const isPhone = useIsPhone();
  const close = () => setEditing(undefined);
  return (
    <>
      <ListPage
        title="Newsletter campaigns"
        listId="newsletter_campaigns"
        queryKey={newsletterKeys.campaigns()}
        fetchPage={(request, signal) => callApi(NEWSLETTER_CALLS.campaignList, toCampaignListBody(request), { signal })}
        fetchCount={(params, signal) => callApi(NEWSLETTER_CALLS.campaignCount, params, { signal })}
        countLabel={(n) => countOf(n, 'campaign')}
        rowKey={(row) => row._id}
        rowLabel={(row) => `campaign ${row.subject}`}
        columns={campaignColumns}
        sorts={campaignSorts}
        defaultSort={{ sort: 'created', direction: 'desc' }}
        filters={campaignFilters}
        searchPlaceholder="Search subjects"
        onRowClick={setEditing}
        primaryAction={{ label: 'New campaign', icon: <IconPlus size={16} />, onClick: () => setEditing(null) }}
        emptyState={{
          title: 'No campaigns yet',
          message: 'Write a mail with your news and products, try it on yourself, then send it to every subscriber.',
        }}
        mobileCard={(row) => <CampaignCard row={row} />}
      />
      <Drawer
        opened={editing !== undefined}
        onClose={close}
        position="right"
        size={isPhone ? '100%' : 'xl'}
        title={editing ? editing.subject : 'New campaign'}
      >
        {editing !== undefined && <CampaignForm key={editing?._id ?? 'new'} campaign={editing} onDone={close} />}
      </Drawer>
    </>
  );
}
