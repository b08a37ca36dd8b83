// `react` for the console's build: preact/compat, plus what React 19.2 has and compat lacks, and
// a render scheduler closer to React's. Plain JavaScript: compat's types are `export =`, which
// `export *` refuses. See build/react-on-preact.ts.
import { createElement, options } from 'preact';

export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React's <Activity>: children kept mounted, hidden from view while `mode` is "hidden". One
 * wrapper in both modes, so switching keeps the children's state; `display: contents` lets the
 * visible children lay out as if it were not there.
 */
export function Activity({ mode = 'visible', children }) {
  return createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);
}

/**
 * React's useOptimistic without optimistic updates: the passed state, and an update that does
 * nothing. React Router calls it on every render, and updates only with `unstable_useTransitions`.
 */
export function useOptimistic(state) {
  return [state, noop];
}
function noop() {}

// Preact flushes its render queue in a microtask, and a component that sets state on every
// render would keep that queue busy forever: no network answer, timer or event could get in.
// React yields to the browser between renders. After MICROTASK_FLUSHES flushes in one task,
// the next flush waits for a new task (MessageChannel), so a render loop slows instead of
// freezing the page; the first ones stay microtasks, so controlled inputs render at once.
const MICROTASK_FLUSHES = 50;
const nextTask = new MessageChannel();
const waiting = [];
nextTask.port1.onmessage = () => waiting.shift()?.();
/** Runs its callback in a new task, after the current one and its microtasks. */
function inNextTask(callback) {
  waiting.push(callback);
  nextTask.port2.postMessage(null);
}
let flushesThisTask = 0;
options.debounceRendering = (flush) => {
  if (flushesThisTask === 0) inNextTask(() => (flushesThisTask = 0));
  if (flushesThisTask++ < MICROTASK_FLUSHES) queueMicrotask(flush);
  else inNextTask(flush);
};
