/**
 * Signing out forgets this browser's push subscription, on the server and in the browser, while
 * the session still answers. Best effort and quick: sign-out never waits on it for long.
 */
export async function forgetPushOnSignOut(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration('/').catch(() => undefined);
  if (!(await registration?.pushManager?.getSubscription().catch(() => null))) return;
  const forgetting = import('./push-subscription').then(({ turnPushOff }) => turnPushOff());
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, 3000));
  await Promise.race([forgetting, timeout]).catch((error: unknown) => console.warn('Push unsubscribe failed', error));
}
