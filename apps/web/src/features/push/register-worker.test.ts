import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenStable } from './register-worker';

function page(readyState: DocumentReadyState, withIdle = true) {
  const listeners = new Map<string, () => void>();
  const idle: (() => void)[] = [];
  return {
    target: {
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      ...(withIdle ? { requestIdleCallback: (cb: () => void) => idle.push(cb) } : {}),
    } as unknown as Window,
    readyState: () => readyState,
    load: () => listeners.get('load')?.(),
    idle: () => idle.shift()?.(),
  };
}

describe('registering the service worker when the page is stable or after 30 s', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the load and the next idle moment', () => {
    const run = vi.fn();
    const p = page('loading');
    whenStable({ run, target: p.target, readyState: p.readyState });
    p.idle();
    expect(run).not.toHaveBeenCalled();
    p.load();
    expect(run).not.toHaveBeenCalled();
    p.idle();
    expect(run).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(30_000);
    expect(run).toHaveBeenCalledOnce();
  });

  it('registers after 30 s when the page never settles', () => {
    const run = vi.fn();
    const p = page('loading');
    whenStable({ run, target: p.target, readyState: p.readyState });
    vi.advanceTimersByTime(29_999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
    p.load();
    p.idle();
    expect(run).toHaveBeenCalledOnce();
  });

  it('goes at once (next task) on a loaded page without requestIdleCallback', () => {
    const run = vi.fn();
    const p = page('complete', false);
    whenStable({ run, target: p.target, readyState: p.readyState });
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledOnce();
  });
});
