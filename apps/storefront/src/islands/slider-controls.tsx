import { useEffect, useRef, useState } from 'react';

/** Starts a slider from an element inside it (client/slider-drive.ts); null when it is not in one. */
export type SliderDrive = (within: object, seconds: number) => { go(step: number): void; stop(): void } | null;

export interface SliderControlsProps {
  /** Seconds a slide shows before the next, when the slider turns by itself. */
  seconds: number;
  /** Given by the client entry at hydration. */
  drive?: SliderDrive;
}

/**
 * The slider's previous and next buttons, and its turning (client/slider-drive.ts). The server
 * draws the buttons hidden: without script the track is swiped and the dots are links.
 */
export function SliderControls({ seconds, drive }: SliderControlsProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [slider, setSlider] = useState<ReturnType<SliderDrive>>(null);

  useEffect(() => {
    if (!drive || !ref.current) return;
    const started = drive(ref.current, seconds);
    setSlider(started);
    return () => started?.stop();
  }, [drive, seconds]);

  return (
    <div className="slider-controls" ref={ref}>
      <button
        type="button"
        className="slider-prev"
        aria-label="Previous slide"
        hidden={!slider}
        onClick={() => slider?.go(-1)}
      >
        ‹
      </button>
      <button
        type="button"
        className="slider-next"
        aria-label="Next slide"
        hidden={!slider}
        onClick={() => slider?.go(1)}
      >
        ›
      </button>
    </div>
  );
}
