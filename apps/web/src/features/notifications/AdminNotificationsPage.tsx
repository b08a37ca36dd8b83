import { NoticeListPage } from './NoticeListPage';

/** /admin/notifications */
export default function AdminNotificationsPage() {
  return <NoticeListPage kind="notification" />;
}
