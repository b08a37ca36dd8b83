import { Button, CopyButton, Popover, Stack, Text, TextInput } from '@mantine/core';
import { IconBrandGoogle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useSession } from '../../app/session/use-session';

/** The shop's Google Shopping feed address, to give Merchant Center: the categories mapped here go with it. */
export function GoogleFeedButton() {
  const sub = useSession().store?.data.sub_domain;
  if (!sub) return null;
  // Every host serves the shop under /s/{sub_domain}: the console's own answers whatever the store's domain.
  const url = `${window.location.origin}/s/${sub}/google-shopping.xml`;
  return (
    <Popover width={340} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <Button variant="default" leftSection={<IconBrandGoogle size={16} />}>
          Shopping feed
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="sm">
            Add this address as a scheduled feed in Google Merchant Center: every product, with the category its
            catalogs are mapped to here.
          </Text>
          <TextInput label="Feed address" value={url} readOnly onFocus={(e) => e.currentTarget.select()} />
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Button
                size="compact-sm"
                variant="light"
                leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                onClick={copy}
              >
                {copied ? 'Copied' : 'Copy address'}
              </Button>
            )}
          </CopyButton>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
