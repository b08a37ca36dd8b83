import { IconMailOff, IconTrash } from '@tabler/icons-react';
import { PLATFORM_ENQUIRY_CALLS, PLATFORM_SUBSCRIBER_CALLS } from '@stallfront/shared/admin-community';
import { countOf } from '@stallfront/shared/rules';
import type { BulkAction } from '../../ui/list-page';
import { callApi } from '../../api/client';
import { fetchCsv } from '../../api/download';
import { ListPage } from '../../ui/list-page';
import { TabbedPage } from '../../ui/TabbedPage';
import {
  EnquiryCard,
  enquiryColumns,
  enquiryFilters,
  SubscriberCard,
  subscriberColumns,
  subscriberFilters,
} from './subscriber-columns';

const subscriberKeys = {
  newsletter: () => ['admin-subscribers', 'newsletter'] as const,
  enquiries: () => ['admin-subscribers', 'enquiries'] as const,
};

const unsubscribe: BulkAction = {
  label: 'Unsubscribe',
  icon: <IconMailOff size={16} aria-hidden />,
  confirm: {
    title: 'Unsubscribe?',
    message: (n) => `${countOf(n, 'address', 'addresses')} will get no more of the platform's news.`,
    confirmLabel: 'Unsubscribe',
  },
  run: async (ids) => (await callApi(PLATFORM_SUBSCRIBER_CALLS.unsubscribe, { ids })).message,
};

const removeSubscribers: BulkAction = {
  label: 'Remove',
  color: 'red',
  icon: <IconTrash size={16} aria-hidden />,
  confirm: {
    title: 'Remove subscribers?',
    message: (n) => `${countOf(n, 'address', 'addresses')} will be forgotten altogether.`,
    confirmLabel: 'Remove',
  },
  run: async (ids) => (await callApi(PLATFORM_SUBSCRIBER_CALLS.remove, { ids })).message,
};

const removeEnquiries: BulkAction = {
  label: 'Delete',
  color: 'red',
  icon: <IconTrash size={16} aria-hidden />,
  confirm: {
    title: 'Delete enquiries?',
    message: (n) => `${countOf(n, 'enquiry', 'enquiries')} will be deleted.`,
    confirmLabel: 'Delete',
  },
  run: async (ids) => (await callApi(PLATFORM_ENQUIRY_CALLS.remove, { ids })).message,
};

function NewsletterTab() {
  return (
    <ListPage
      title="Subscribers"
      listId="admin_subscribers_newsletter"
      queryKey={subscriberKeys.newsletter()}
      fetchPage={(request, signal) => callApi(PLATFORM_SUBSCRIBER_CALLS.list, request, { signal })}
      fetchCount={(params, signal) => callApi(PLATFORM_SUBSCRIBER_CALLS.count, params, { signal })}
      exportCsv={(params) => fetchCsv(PLATFORM_SUBSCRIBER_CALLS.exportCsv, params)}
      countLabel={(n) => countOf(n, 'subscriber')}
      rowKey={(row) => row._id}
      rowLabel={(row) => row.email}
      columns={subscriberColumns}
      sorts={[
        { value: 'created', label: 'Newest', direction: 'desc' },
        { value: 'email', label: 'Email', direction: 'asc' },
      ]}
      defaultSort={{ sort: 'created', direction: 'desc' }}
      filters={subscriberFilters}
      searchPlaceholder="Search email or name"
      bulkActions={[unsubscribe, removeSubscribers]}
      rowActions={[
        { ...unsubscribe, hidden: (row) => row.status !== 'subscribed', run: (row) => unsubscribe.run([row._id]) },
        { ...removeSubscribers, run: (row) => removeSubscribers.run([row._id]) },
      ]}
      emptyState={{
        title: 'No subscribers yet',
        message: "Who asks for Stallfront's news on the website shows here.",
      }}
      mobileCard={(row) => <SubscriberCard row={row} />}
    />
  );
}

function EnquiriesTab() {
  return (
    <ListPage
      title="Enquiries"
      listId="admin_subscribers_enquiries"
      queryKey={subscriberKeys.enquiries()}
      fetchPage={(request, signal) => callApi(PLATFORM_ENQUIRY_CALLS.list, request, { signal })}
      fetchCount={(params, signal) => callApi(PLATFORM_ENQUIRY_CALLS.count, params, { signal })}
      exportCsv={(params) => fetchCsv(PLATFORM_ENQUIRY_CALLS.exportCsv, params)}
      countLabel={(n) => countOf(n, 'enquiry', 'enquiries')}
      rowKey={(row) => row._id}
      rowLabel={(row) => `${row.name}: ${row.message.slice(0, 40)}`}
      columns={enquiryColumns}
      sorts={[{ value: 'created', label: 'Newest', direction: 'desc' }]}
      defaultSort={{ sort: 'created', direction: 'desc' }}
      filters={enquiryFilters}
      searchPlaceholder="Search name, email, company or message"
      bulkActions={[removeEnquiries]}
      rowActions={[{ ...removeEnquiries, run: (row) => removeEnquiries.run([row._id]) }]}
      emptyState={{
        title: 'No enquiries yet',
        message: 'What people send from the sales, partnership, support and demo pages shows here.',
      }}
      mobileCard={(row) => <EnquiryCard row={row} />}
    />
  );
}

/** /admin/subscribers: the platform's own newsletter list and the enquiries sent to the platform. */
export default function AdminSubscribersPage() {
  return (
    <TabbedPage
      tabs={[
        { value: 'newsletter', label: 'Newsletter', content: <NewsletterTab /> },
        { value: 'enquiries', label: 'Enquiries', content: <EnquiriesTab /> },
      ]}
    />
  );
}
