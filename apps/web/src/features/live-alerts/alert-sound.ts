import { STORAGE_KEYS } from '../../app/session/storage-keys';
import chimeUrl from './new-order-chime.wav';

/** Local storage key: 'off' when the person turned the order sound off (kept across sign-outs). */
export const ORDER_SOUND_KEY = STORAGE_KEYS.orderSound;

export interface SoundState {
  /** The person's choice (the toggle). */
  enabled: boolean;
  /** The browser lets this page play sound: a gesture has been made, or a play succeeded. */
  unlocked: boolean;
  /** The chime is looping now. */
  playing: boolean;
}

/**
 * The new-order chime. Browsers refuse `play()` on a page the person has not touched yet
 * (the autoplay rule), so the first pointer or key press plays the element once, muted, which
 * unlocks it for later; an alert that came before any gesture starts sounding at that press.
 * It loops until `stop()` (every new-order card answered: opened or dismissed).
 */
export class AlertSound {
  readonly audio: HTMLAudioElement;
  private state: SoundState;
  private wanted = false;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly storage: Storage = localStorage,
    audio: HTMLAudioElement = new Audio(chimeUrl),
  ) {
    this.audio = audio;
    this.audio.loop = true;
    this.audio.preload = 'auto';
    this.state = { enabled: storage.getItem(ORDER_SOUND_KEY) !== 'off', unlocked: false, playing: false };
  }

  get snapshot(): SoundState {
    return this.state;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Listens for the first gesture on the page; answers the function that stops listening. */
  unlockOnGesture(target: EventTarget = window): () => void {
    const events = ['pointerdown', 'keydown', 'touchend'];
    const onGesture = () => {
      stop();
      void this.unlock();
    };
    const stop = () => {
      for (const event of events) target.removeEventListener(event, onGesture, true);
    };
    for (const event of events) target.addEventListener(event, onGesture, true);
    return stop;
  }

  async unlock(): Promise<void> {
    if (this.state.unlocked) return;
    if (this.wanted) return this.play();
    this.audio.muted = true;
    try {
      await this.audio.play();
      this.audio.pause();
      this.audio.currentTime = 0;
      this.set({ unlocked: true });
    } catch {
      // Still refused: the next alert's play() or gesture tries again.
    } finally {
      this.audio.muted = false;
    }
  }

  /** Starts the loop (when the sound is on); refused by the browser, it starts at the next gesture. */
  start(): void {
    this.wanted = true;
    if (this.state.enabled) void this.play();
  }

  stop(): void {
    this.wanted = false;
    this.audio.pause();
    this.audio.currentTime = 0;
    this.set({ playing: false });
  }

  setEnabled(enabled: boolean): void {
    if (enabled) this.storage.removeItem(ORDER_SOUND_KEY);
    else this.storage.setItem(ORDER_SOUND_KEY, 'off');
    this.set({ enabled });
    if (!enabled) {
      this.audio.pause();
      this.set({ playing: false });
    } else if (this.wanted) void this.play();
    // Turning the sound on is itself a gesture: it unlocks the page for later alerts.
    else void this.unlock();
  }

  private async play(): Promise<void> {
    try {
      this.audio.muted = false;
      await this.audio.play();
      this.set({ unlocked: true, playing: this.wanted });
      if (!this.wanted) this.audio.pause();
    } catch {
      this.set({ playing: false });
    }
  }

  private set(change: Partial<SoundState>): void {
    const next = { ...this.state, ...change };
    if (Object.entries(change).every(([key, value]) => this.state[key as keyof SoundState] === value)) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}

let shared: AlertSound | undefined;
/** The console's one chime, shared by the popup and the header's toggle. */
export const alertSound = (): AlertSound => {
  shared ??= new AlertSound();
  return shared;
};
