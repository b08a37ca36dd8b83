import { useQueryClient } from '@tanstack/react-query';
import { NEWSLETTER_CALLS, SUBSCRIBER_CSV_MAX_BYTES } from '@stallfront/shared/newsletter';
import { uploadFile } from '../../api/upload';
import { CsvUploadModal } from '../products/CsvUploadModal';
import { newsletterKeys } from './newsletter-list';

const TEMPLATE = 'email,name,status\nasha@example.com,Asha Rao,subscribed\n';

/** Adds or updates subscribers from a CSV: every row is checked first, and nothing is saved if one is wrong. */
export function SubscriberImportModal({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  return (
    <CsvUploadModal
      title="Import subscribers from a CSV"
      intro="One address per row. Only email is required; status is subscribed (the default), pending or unsubscribed. Import only people who agreed to get your newsletter; someone who unsubscribed stays unsubscribed."
      template={{ name: 'subscribers-template.csv', text: TEMPLATE }}
      maxBytes={SUBSCRIBER_CSV_MAX_BYTES}
      hint="email, name, status columns; up to 200,000 rows"
      upload={(file, onProgress) => uploadFile(NEWSLETTER_CALLS.importSubscribers, file, file.name, onProgress)}
      summary={(answer) => answer.message}
      onDone={() => void queryClient.invalidateQueries({ queryKey: newsletterKeys.subscribers() })}
      onClose={onClose}
    />
  );
}
