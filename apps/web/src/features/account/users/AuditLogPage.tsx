import { countOf } from '@stallfront/shared/rules';
import { STAFF_CALLS } from '@stallfront/shared/staff';
import { callApi } from '../../../api/client';
import { ListPage } from '../../../ui/list-page';
import { AuditCard, auditColumns, auditFilters, auditSorts, toAuditListBody } from './audit-list';
import { staffKeys } from './staff-queries';

/** /account/users/audit: what the store's owner and staff changed, who, when and from where. */
export default function AuditLogPage() {
  return (
    <ListPage
      title="Audit log"
      listId="staff_audit"
      queryKey={staffKeys.audit()}
      fetchPage={(request, signal) => callApi(STAFF_CALLS.auditList, toAuditListBody(request), { signal })}
      fetchCount={(params, signal) => callApi(STAFF_CALLS.auditCount, params, { signal })}
      countLabel={(n) => countOf(n, 'change')}
      rowKey={(row) => row._id}
      rowLabel={(row) => `${row.action} by ${row.actor_name}`}
      columns={auditColumns}
      sorts={auditSorts}
      defaultSort={{ sort: 'created', direction: 'desc' }}
      filters={auditFilters}
      searchPlaceholder="Search action, person or row id"
      emptyState={{
        title: 'Nothing changed yet',
        message: 'Every change you or your staff make (a product saved, an order moved) is listed here.',
      }}
      mobileCard={(row) => <AuditCard row={row} />}
    />
  );
}
