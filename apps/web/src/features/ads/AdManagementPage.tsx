import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSession } from '../../app/session/use-session';
import { TabbedPage } from '../../ui/TabbedPage';
import { AdOrdersTab } from './AdOrdersTab';
import { AdSettingsTab } from './AdSettingsTab';
import { AdSlotsTab } from './AdSlotsTab';
import { BuyAdModal } from './BuyAdModal';

/**
 * /features/ad-management. The owner (and staff with store apps): the ad orders vendors bought,
 * to approve or reject, the slots and the settings. A vendor with the ad_management grant: its
 * own ads, and "Buy an ad".
 */
export default function AdManagementPage() {
  const vendor = useSession().store?.data.login_type === 'vendor';
  return vendor ? <VendorAds /> : <OwnerAds />;
}

function OwnerAds() {
  return (
    <TabbedPage
      tabs={[
        { value: 'orders', label: 'Ad orders', content: <AdOrdersTab forOwner /> },
        { value: 'slots', label: 'Slots', content: <AdSlotsTab /> },
        { value: 'settings', label: 'Settings', content: <AdSettingsTab /> },
      ]}
    />
  );
}

function VendorAds() {
  const [buying, setBuying] = useState(false);
  return (
    <AdOrdersTab
      forOwner={false}
      primaryAction={{ label: 'Buy an ad', icon: <IconPlus size={16} />, onClick: () => setBuying(true) }}
    >
      <BuyAdModal opened={buying} onClose={() => setBuying(false)} />
    </AdOrdersTab>
  );
}
