import { NoticeFormPage } from '../notifications/NoticeFormPage';

/** /admin/announcements/new */
export default function AdminAnnouncementFormPage() {
  return <NoticeFormPage kind="announcement" />;
}
