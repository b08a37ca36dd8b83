import { NoticeFormPage } from './NoticeFormPage';

/** /admin/notifications/new */
export default function AdminNotificationFormPage() {
  return <NoticeFormPage kind="notification" />;
}
