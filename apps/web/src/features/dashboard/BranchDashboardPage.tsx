import { OwnDashboard } from './OwnDashboard';
import { useBranchDashboard } from './own-dashboard-queries';

/** /branch-dashboard: the orders placed at the signed-in branch. */
export default function BranchDashboardPage() {
  return (
    <OwnDashboard
      title="Dashboard"
      lead="The orders placed for pickup at your branch."
      useFigures={useBranchDashboard}
      footnote="Sales are this branch's placed orders that were not cancelled, tax and delivery included."
      empty={{
        title: 'No orders yet',
        message: 'Orders shoppers place for pickup at this branch show here with their sales and best sellers.',
      }}
    />
  );
}
