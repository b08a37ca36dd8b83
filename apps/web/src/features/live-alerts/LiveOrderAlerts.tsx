import { ActionIcon, Tooltip } from '@mantine/core';
import { IconBell, IconBellExclamation, IconBellOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { LiveOrderAlert } from '@stallfront/shared/realtime';
import { LIVE_ORDERS_PATH } from '@stallfront/shared/rules';
import { onDemand } from '../../ui/overlays';
import { leaveEndedSession } from '../chat/leave-ended-session';
import { openLiveSocket } from './live-socket';
import { SeenOrders } from './seen-orders';
import { onWorkerLiveOrder } from '../push/worker-messages';
import { soundLabel, useSound } from './use-sound';

// The popup and its modal code load with the first new order.
const NewOrderPopup = onDemand(() => import('./NewOrderPopup'));

/**
 * The new-order popup of the signed-in console (spec section 2): it opens for each new order
 * the live socket brings, plays the chime in a loop until Ignore or Go to live order, and
 * ignores an order it has shown already (delivery is at least once). The backdrop is static
 * and Escape does not close it (spec section 9).
 */
export default function LiveOrderAlerts({ token, storeId }: { token: string; storeId: string }) {
  const navigate = useNavigate();
  const { sound } = useSound();
  const [pending, setPending] = useState<LiveOrderAlert[]>([]);

  useEffect(() => {
    document.body.append(sound.audio);
    const stopListening = sound.unlockOnGesture();
    return () => {
      stopListening();
      sound.stop();
      sound.audio.remove();
    };
  }, [sound]);

  useEffect(() => {
    const seen = new SeenOrders();
    const onAlert = (alert: LiveOrderAlert) => {
      if (seen.firstSight(alert.order_id)) setPending((shown) => [...shown, alert]);
    };
    // A push with keyword live_order opens the popup too (spec section 3); the socket may bring the same order.
    const stopPushes = onWorkerLiveOrder(onAlert);
    const closeSocket = openLiveSocket({
      token,
      storeId,
      onAlert,
      onSessionEnd: leaveEndedSession,
    });
    return () => {
      stopPushes();
      closeSocket();
    };
  }, [token, storeId]);

  const open = pending.length > 0;
  useEffect(() => {
    if (open) sound.start();
    else sound.stop();
  }, [open, sound]);

  const dismiss = () => setPending([]);
  return (
    <NewOrderPopup
      opened={open}
      pending={pending}
      onIgnore={dismiss}
      onGoToLive={() => {
        dismiss();
        navigate(LIVE_ORDERS_PATH);
      }}
    />
  );
}

/** The header's toggle: shows whether the order sound is on, and switches it (kept in local storage). */
export function OrderSoundToggle() {
  const { sound, state } = useSound();
  const label = soundLabel(state);
  // On, on but not yet allowed by the browser (waiting for a gesture), or off.
  const Icon = !state.enabled ? IconBellOff : state.unlocked ? IconBell : IconBellExclamation;
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant={state.enabled && state.unlocked ? 'default' : 'light'}
        color={!state.enabled ? 'gray' : state.unlocked ? undefined : 'orange'}
        size="lg"
        aria-label={label}
        aria-pressed={state.enabled}
        data-sound={state.enabled ? (state.unlocked ? 'on' : 'waiting') : 'off'}
        onClick={() => sound.setEnabled(!state.enabled)}
      >
        <Icon size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
