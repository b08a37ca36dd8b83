import { Switch } from '@mantine/core';
import { AD_SETTING, AD_SETTING_DEFAULT } from '@stallfront/shared/ads';
import { SettingPage } from '../../ui/setting-page';

/** Whether the store takes ads now, and whether a paid ad waits for the owner's approval. */
export function AdSettingsTab() {
  return (
    <SettingPage
      setting={AD_SETTING}
      title="Ad settings"
      blank={{ ...AD_SETTING_DEFAULT }}
      sections={(form) => [
        {
          id: 'ads',
          title: 'Selling ads',
          description:
            'Off: vendors cannot buy ads and your shop shows none. Ads already paid keep their days when you turn it on again.',
          content: <Switch label="Take ads from vendors" {...form.getInputProps('enabled', { type: 'checkbox' })} />,
        },
        {
          id: 'approval',
          title: 'Approval',
          description:
            'On: a paid ad waits until you approve it; a rejection refunds the vendor. Off: an ad runs once it is paid.',
          content: (
            <Switch
              label="Approve each ad before it runs"
              {...form.getInputProps('approval_required', { type: 'checkbox' })}
            />
          ),
        },
      ]}
    />
  );
}
