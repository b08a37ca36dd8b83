import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../test-storage';
import { AlertSound, ORDER_SOUND_KEY } from './alert-sound';
import { SEEN_ORDERS_KEY, SeenOrders } from './seen-orders';

/** An audio element as a browser with the autoplay rule treats it: play() is refused until a gesture. */
class FakeAudio {
  loop = false;
  muted = false;
  preload = '';
  currentTime = 0;
  paused = true;
  gestured = false;
  async play() {
    if (!this.gestured) throw new DOMException('play() needs a user gesture', 'NotAllowedError');
    this.paused = false;
  }
  pause() {
    this.paused = true;
  }
}

function sound(storage = new MemoryStorage()) {
  const audio = new FakeAudio();
  return { audio, storage, chime: new AlertSound(storage, audio as unknown as HTMLAudioElement) };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the new-order chime', () => {
  it('loops, and waits for the first gesture when the browser refuses to play before one', async () => {
    const { audio, chime } = sound();
    expect(audio.loop).toBe(true);
    chime.start();
    await settle();
    expect(audio.paused).toBe(true);
    expect(chime.snapshot).toEqual({ enabled: true, unlocked: false, playing: false });
    audio.gestured = true;
    await chime.unlock();
    expect(audio.paused).toBe(false);
    expect(audio.muted).toBe(false);
    expect(chime.snapshot).toEqual({ enabled: true, unlocked: true, playing: true });
    chime.stop();
    expect(audio.paused).toBe(true);
    expect(chime.snapshot.playing).toBe(false);
  });

  it('is unlocked silently by a gesture before any order, then plays at once', async () => {
    const { audio, chime } = sound();
    audio.gestured = true;
    await chime.unlock();
    expect(audio.paused).toBe(true);
    expect(chime.snapshot.unlocked).toBe(true);
    chime.start();
    await settle();
    expect(audio.paused).toBe(false);
  });

  it('stays quiet when turned off, remembers it, and sounds again when turned back on mid-alert', async () => {
    const { audio, storage, chime } = sound();
    audio.gestured = true;
    chime.setEnabled(false);
    expect(storage.getItem(ORDER_SOUND_KEY)).toBe('off');
    chime.start();
    await settle();
    expect(audio.paused).toBe(true);
    expect(new AlertSound(storage, new FakeAudio() as unknown as HTMLAudioElement).snapshot.enabled).toBe(false);
    chime.setEnabled(true);
    await settle();
    expect(storage.getItem(ORDER_SOUND_KEY)).toBeNull();
    expect(audio.paused).toBe(false);
  });
});

describe('orders already shown', () => {
  it('are ignored when their alert comes again, also after a reload', () => {
    const storage = new MemoryStorage();
    const seen = new SeenOrders(storage);
    expect(seen.firstSight('a')).toBe(true);
    expect(seen.firstSight('a')).toBe(false);
    expect(seen.firstSight('b')).toBe(true);
    expect(new SeenOrders(storage).firstSight('a')).toBe(false);
  });

  it('keep the latest 200 ids and survive a damaged entry', () => {
    const storage = new MemoryStorage();
    const seen = new SeenOrders(storage);
    for (let i = 0; i < 250; i += 1) seen.firstSight(`order-${i}`);
    expect(JSON.parse(storage.getItem(SEEN_ORDERS_KEY) ?? '[]')).toHaveLength(200);
    storage.setItem(SEEN_ORDERS_KEY, '{not json');
    expect(new SeenOrders(storage).firstSight('order-1')).toBe(true);
  });
});
