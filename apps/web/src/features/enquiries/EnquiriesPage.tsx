import { IconMessageReply } from '@tabler/icons-react';
import { useState } from 'react';
import { ENQUIRY_CALLS, type Enquiry } from '@stallfront/shared/requests';
import { countOf } from '@stallfront/shared/rules';
import { callApi } from '../../api/client';
import { fetchCsv } from '../../api/download';
import { ListPage } from '../../ui/list-page';
import { EnquiryCard, enquiryColumns, enquiryFilters, enquirySorts } from './enquiry-columns';
import { EnquiryModal } from './EnquiryModal';
import { enquiryKeys } from './enquiry-queries';

/** /enquiries: shoppers' questions, answered by email, marked contacted or closed, with notes. */
export default function EnquiriesPage() {
  const [open, setOpen] = useState<Enquiry | null>(null);
  return (
    <>
      <ListPage
        title="Enquiries"
        queryKey={enquiryKeys.lists()}
        fetchPage={(request, signal) => callApi(ENQUIRY_CALLS.list, request, { signal })}
        fetchCount={(params, signal) => callApi(ENQUIRY_CALLS.count, params, { signal })}
        countLabel={(n) => countOf(n, 'enquiry', 'enquiries')}
        rowKey={(row) => row._id}
        rowLabel={(row) => `enquiry from ${row.name}`}
        columns={enquiryColumns}
        sorts={enquirySorts}
        defaultSort={{ sort: 'created', direction: 'desc' }}
        filters={enquiryFilters}
        searchPlaceholder="Search by name or email"
        onRowClick={setOpen}
        rowActions={[{ label: 'Open and reply', icon: <IconMessageReply size={16} />, onClick: setOpen }]}
        exportCsv={(params) => fetchCsv(ENQUIRY_CALLS.exportCsv, params)}
        emptyState={{
          title: 'No enquiries yet',
          message: 'Questions shoppers ask about your products or your store show here, for you to answer.',
        }}
        mobileCard={(row) => <EnquiryCard row={row} />}
      />
      {open && <EnquiryModal row={open} onClose={() => setOpen(null)} />}
    </>
  );
}
