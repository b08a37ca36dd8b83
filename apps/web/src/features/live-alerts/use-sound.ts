import { useSyncExternalStore } from 'react';
import { alertSound } from './alert-sound';

/** The console's order sound and its state (on, allowed by the browser yet). */
export function useSound() {
  const sound = alertSound();
  return { sound, state: useSyncExternalStore(sound.subscribe, () => sound.snapshot) };
}

export function soundLabel({ enabled, unlocked }: { enabled: boolean; unlocked: boolean }) {
  if (!enabled) return 'Order sound off';
  return unlocked ? 'Order sound on' : 'Order sound on (click anywhere on the page to allow it)';
}
