import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { NEWSLETTER_CALLS } from '@stallfront/shared/newsletter';
import { countOf } from '@stallfront/shared/rules';
import { callApi } from '../../api/client';
import { fetchCsv } from '../../api/download';
import { ListPage } from '../../ui/list-page';
import { SubscriberCard, subscriberColumns } from './newsletter-columns';
import { newsletterKeys, subscriberFilters, subscriberSorts, toSubscriberListBody } from './newsletter-list';
import { SubscriberImportModal } from './SubscriberImportModal';

/** The subscribers: who signed up in the shop (pending until they confirm), who was imported, who left. */
export function SubscribersTab() {
  const [importing, setImporting] = useState(false);
  return (
    <>
      <ListPage
        title="Newsletter subscribers"
        listId="newsletter_subscribers"
        queryKey={newsletterKeys.subscribers()}
        fetchPage={(request, signal) => callApi(NEWSLETTER_CALLS.list, toSubscriberListBody(request), { signal })}
        fetchCount={(params, signal) => callApi(NEWSLETTER_CALLS.count, params, { signal })}
        exportCsv={(params) => fetchCsv(NEWSLETTER_CALLS.exportCsv, params)}
        countLabel={(n) => countOf(n, 'subscriber')}
        rowKey={(row) => row._id}
        rowLabel={(row) => row.email}
        columns={subscriberColumns}
        sorts={subscriberSorts}
        defaultSort={{ sort: 'created', direction: 'desc' }}
        filters={subscriberFilters}
        searchPlaceholder="Search email or name"
        primaryAction={{ label: 'Import CSV', icon: <IconUpload size={16} />, onClick: () => setImporting(true) }}
        emptyState={{
          title: 'No subscribers yet',
          message: 'Shoppers sign up in the box at the foot of every shop page, or import a list you have.',
        }}
        mobileCard={(row) => <SubscriberCard row={row} />}
      />
      {importing && <SubscriberImportModal onClose={() => setImporting(false)} />}
    </>
  );
}
