import { TabbedPage } from '../../ui/TabbedPage';
import { CampaignsTab } from './CampaignsTab';
import { SubscribersTab } from './SubscribersTab';

/** /setting/newsletter: the subscribers (signed up in the shop or imported) and the campaigns mailed to them. */
export default function NewsletterPage() {
  return (
    <TabbedPage
      tabs={[
        { value: 'subscribers', label: 'Subscribers', content: <SubscribersTab /> },
        { value: 'campaigns', label: 'Campaigns', content: <CampaignsTab /> },
      ]}
    />
  );
}
