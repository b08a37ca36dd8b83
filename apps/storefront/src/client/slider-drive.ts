import type { SliderDrive } from '../islands/slider-controls.js';

/**
 * Turns a home slider (islands/slider-controls.tsx; kept out of that file, which the server
 * renders too): every `seconds` to the next slide, paused while the pointer is over it or focus
 * is in it, never under prefers-reduced-motion. The dots scroll the track instead of the page.
 */
export const sliderDrive: SliderDrive = (within, seconds) => {
  const slider = (within as HTMLElement).closest<HTMLElement>('[data-slider]');
  const track = slider?.querySelector<HTMLElement>('.slider-track');
  if (!slider || !track) return null;
  const dots = [...slider.querySelectorAll<HTMLAnchorElement>('[data-slide]')];
  const still = window.matchMedia('(prefers-reduced-motion: reduce)');
  const current = () => Math.round(track.scrollLeft / Math.max(1, track.clientWidth));
  const show = (index: number) => {
    const to = (index + dots.length) % dots.length;
    track.scrollTo({ left: to * track.clientWidth, behavior: still.matches ? 'auto' : 'smooth' });
  };
  const mark = () => {
    const at = current();
    for (const [i, dot] of dots.entries()) {
      if (i === at) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    }
  };
  const onDot = (event: Event) => {
    const dot = (event.target as HTMLElement).closest<HTMLAnchorElement>('[data-slide]');
    if (!dot) return;
    event.preventDefault();
    show(Number(dot.dataset.slide));
  };
  let paused = false;
  const pause = () => {
    paused = true;
  };
  const resume = () => {
    paused = false;
  };
  const timer = setInterval(() => {
    if (!paused && !still.matches && !document.hidden) show(current() + 1);
  }, seconds * 1000);
  const listeners: [EventTarget, string, EventListener][] = [
    [track, 'scroll', mark],
    [slider, 'click', onDot],
    [slider, 'mouseenter', pause],
    [slider, 'mouseleave', resume],
    [slider, 'focusin', pause],
    [slider, 'focusout', resume],
  ];
  for (const [target, name, listener] of listeners)
    target.addEventListener(name, listener, { passive: name === 'scroll' });
  return {
    go: (step: number) => show(current() + step),
    stop() {
      clearInterval(timer);
      for (const [target, name, listener] of listeners) target.removeEventListener(name, listener);
    },
  };
};
