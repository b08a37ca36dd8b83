import { ActionIcon, Tooltip } from '@mantine/core';
import { IconBell, IconBellExclamation, IconBellOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { LiveOrderAlert } from '@stallfront/shared/realtime';
import { LIVE_ORDERS_PATH } from '@stallfront/shared/rules';
import { leaveEndedSession } from '../chat/leave-ended-session';
import { dashboardKeys } from '../dashboard/dashboard-keys';
import { orderKeys } from '../orders/order-keys';
import { onWorkerLiveOrder } from '../push/worker-messages';
import { openLiveSocket } from './live-socket';
import { NewOrderCards } from './NewOrderCards';
import { SeenOrders } from './seen-orders';
import { soundLabel, useSound } from './use-sound';

/**
 * The new-order alert of the signed-in console (spec section 2): a card for each new order the
 * live socket (or a push) brings, in a corner of the page, which blocks nothing and takes no
 * focus; the chime loops until every card is answered (Open order, or dismissed). Each new order
 * refreshes the order lists and their counts, so the list behind the card shows it, and the
 * dashboard's figures. An order shown already is ignored (delivery is at least once).
 */
export default function LiveOrderAlerts({ token, storeId }: { token: string; storeId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
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
      if (!seen.firstSight(alert.order_id)) return;
      setPending((shown) => [...shown, alert]);
      // The order is committed before its alert is sent: the lists and counts read it now.
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: orderKeys.finds() });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    };
    // A push with keyword live_order shows a card too (spec section 3); the socket may bring the same order.
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
  }, [token, storeId, queryClient]);

  const open = pending.length > 0;
  useEffect(() => {
    if (open) sound.start();
    else sound.stop();
  }, [open, sound]);

  const dismiss = (alert: LiveOrderAlert) =>
    setPending((shown) => shown.filter((other) => other.order_id !== alert.order_id));
  const dismissAll = () => setPending([]);
  return (
    <NewOrderCards
      pending={pending}
      onDismiss={dismiss}
      onDismissAll={dismissAll}
      onOpen={(alert) => {
        dismiss(alert);
        navigate(`/orders/product/${alert.order_id}`);
      }}
      onOpenLive={() => {
        dismissAll();
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
