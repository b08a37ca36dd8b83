import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { type MouseEvent, type ReactNode, useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { type AccessContext, deployAlertSteps } from '@stallfront/shared/routes';
import type { DeployDetails } from '@stallfront/shared/auth';

/** Asked once a session: "Open my shop anyway" or "Not now" leaves the merchant to it. */
const DISMISSED_KEY = 'stallfront.deploy-alert-dismissed';

const dismissed = () => {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
};

/**
 * The deploy alert (spec section 8): opening the shop from the header while the logo, colours or
 * plan are not set asks first, offering each step. Its backdrop and the keyboard do not close
 * it (spec section 9); its buttons do.
 */
export function useDeployAlert(
  stages: DeployDetails['deploy_stages'],
  ctx: AccessContext,
  shopUrl: string | undefined,
): { intercept: (event: MouseEvent) => void; modal: ReactNode } {
  const [opened, setOpened] = useState(false);
  const steps = useMemo(() => deployAlertSteps(stages, ctx), [stages, ctx]);
  const intercept = useCallback(
    (event: MouseEvent) => {
      // A middle click or a modified one opens the shop as asked.
      if (steps.length === 0 || dismissed() || event.button !== 0 || event.metaKey || event.ctrlKey) return;
      event.preventDefault();
      setOpened(true);
    },
    [steps],
  );
  const close = (remember: boolean) => {
    if (remember) {
      try {
        sessionStorage.setItem(DISMISSED_KEY, '1');
      } catch {}
    }
    setOpened(false);
  };
  const modal = (
    <Modal
      opened={opened}
      onClose={() => close(false)}
      title="Before shoppers see your shop"
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      centered
    >
      <Stack>
        <Text size="sm">
          Your shop is open. These steps make it look like your brand, and keep it open after the trial:
        </Text>
        <Stack gap="xs">
          {steps.map((step) => (
            <Button
              key={step.key}
              component={Link}
              to={step.route.path}
              variant="light"
              justify="space-between"
              onClick={() => close(false)}
            >
              {step.label}
            </Button>
          ))}
        </Stack>
        <Group justify="space-between">
          <Button variant="subtle" color="gray" onClick={() => close(true)}>
            Not now
          </Button>
          {shopUrl && (
            <Anchor
              href={shopUrl}
              target="_blank"
              rel="noopener"
              size="sm"
              onClick={() => close(true)}
              style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
            >
              Open my shop anyway
              <IconExternalLink size={14} aria-hidden />
            </Anchor>
          )}
        </Group>
      </Stack>
    </Modal>
  );
  return { intercept, modal };
}
