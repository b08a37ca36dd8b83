import { ActionIcon, Loader, Popover, Tooltip } from '@mantine/core';
import { IconDeviceMobileMessage, IconDeviceMobileOff } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { PUSH_DENIED_MESSAGE } from '@stallfront/shared/rules';
import { notifyError, notifySuccess } from '../../ui/notify';
import { type PushStatus, pushStatusAtOnce, readPushStatus, turnPushOff, turnPushOn } from './push-subscription';

// The panel's switch and explanation load when the header's toggle is first opened.
const PushPanel = lazy(() => import('./PushPanel'));

const LABEL: Record<PushStatus, string> = {
  unsupported: 'This browser cannot show order notifications',
  denied: 'Order notifications blocked',
  off: 'Order notifications off',
  on: 'Order notifications on',
};

/**
 * This browser's push status, read again when the person comes back (they may have changed the
 * site's permission). It starts from what is known at once, so the toggle is drawn in the first
 * render: appearing later, it would push the order-sound toggle aside under a pointer about to click.
 */
function usePushStatus() {
  const [status, setStatus] = useState<PushStatus>(pushStatusAtOnce);
  const refresh = useCallback(() => {
    readPushStatus()
      .then(setStatus)
      .catch(() => setStatus('unsupported'));
  }, []);
  useEffect(() => {
    refresh();
    document.addEventListener('visibilitychange', refresh);
    return () => document.removeEventListener('visibilitychange', refresh);
  }, [refresh]);
  return { status, setStatus };
}

/**
 * The header's push toggle, beside the order-sound toggle: it opens a panel that asks for the
 * browser's notification permission (only on the person's click: browsers mute prompts that
 * come unasked) and subscribes this browser, so new orders arrive as notifications even when
 * the console is closed. A refusal shows the spec's "User denied permissions!".
 */
export default function PushToggle() {
  const { status, setStatus } = usePushStatus();
  const [busy, setBusy] = useState(false);
  if (status === 'unsupported') return null;

  const change = async (on: boolean) => {
    setBusy(true);
    try {
      const next = on ? await turnPushOn() : await turnPushOff();
      setStatus(next);
      if (next === 'denied') notifyError(PUSH_DENIED_MESSAGE, 'Notifications are blocked');
      else notifySuccess(on ? 'New orders will reach this device as notifications.' : 'Order notifications are off.');
    } catch (error) {
      // Spec section 8: a push registration error is logged only; the switch stays as it was.
      console.error('Push subscription failed', error);
      notifyError('This browser could not subscribe to notifications. Try again later.');
    } finally {
      setBusy(false);
    }
  };

  const Icon = status === 'on' ? IconDeviceMobileMessage : IconDeviceMobileOff;
  return (
    <Popover width={300} position="bottom-end" withArrow shadow="md" trapFocus>
      <Popover.Target>
        <Tooltip label={LABEL[status]}>
          <ActionIcon
            variant={status === 'on' ? 'default' : 'light'}
            color={status === 'denied' ? 'red' : status === 'on' ? undefined : 'gray'}
            size="lg"
            aria-label={LABEL[status]}
            data-push={status}
          >
            <Icon size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Suspense fallback={<Loader size="sm" aria-label="Loading" />}>
          <PushPanel status={status} busy={busy} onChange={(on) => void change(on)} />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}
