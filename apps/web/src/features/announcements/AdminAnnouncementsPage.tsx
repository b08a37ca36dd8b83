import { NoticeListPage } from '../notifications/NoticeListPage';

/** /admin/announcements */
export default function AdminAnnouncementsPage() {
  return <NoticeListPage kind="announcement" />;
}
