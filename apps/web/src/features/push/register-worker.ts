import { SERVICE_WORKER_REGISTER_AFTER_MS } from '@stallfront/shared/rules';

export const SERVICE_WORKER_URL = '/sw.js';

interface StableOptions {
  /** Runs once: when the page has loaded and the browser is next idle, or at the time limit. */
  run: () => void;
  timeoutMs?: number;
  target?: Pick<Window, 'addEventListener'> & Partial<Pick<Window, 'requestIdleCallback'>>;
  readyState?: () => DocumentReadyState;
}

/**
 * Spec section 9: "service worker registers when stable or after 30000 ms". Stable here is the
 * page loaded and the main thread idle (nothing left of the first render's work), so the
 * worker's download never competes with the console's own first load.
 */
export function whenStable({
  run,
  timeoutMs = SERVICE_WORKER_REGISTER_AFTER_MS,
  target = window,
  readyState = () => document.readyState,
}: StableOptions): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    run();
  };
  const timer = setTimeout(once, timeoutMs);
  const idle = () =>
    target.requestIdleCallback ? target.requestIdleCallback(once, { timeout: timeoutMs }) : setTimeout(once, 0);
  if (readyState() === 'complete') idle();
  else target.addEventListener('load', idle, { once: true });
}

let registering: Promise<ServiceWorkerRegistration> | undefined;

/** The console's worker registration, registering it now if the stable moment has not come yet. */
export function registerWorker(): Promise<ServiceWorkerRegistration> {
  registering ??= navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
  registering.catch((error: unknown) => {
    // Spec section 8: a registration error is logged only.
    console.error('The service worker could not be registered', error);
    registering = undefined;
  });
  return registering;
}

/** Registers the worker in a built console (the dev server has no sw.js), once the page is stable. */
export function startServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  whenStable({ run: () => void registerWorker().catch(() => {}) });
}
