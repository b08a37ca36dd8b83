import { Island } from '../../islands/island.js';
import { SliderControls } from '../../islands/slider-controls.js';
import { Slide } from './banner.js';
import type { SectionProps } from './types.js';

/**
 * Slides on a scroll-snap track: swiped on a phone, the dots are links to each slide (so it works
 * without script), and the island adds previous and next and turns the slides by themselves.
 */
export function SliderSection({ section, eager }: SectionProps<'slider'>) {
  const slideId = (i: number) => `${section.id}-slide-${i + 1}`;
  return (
    <section className="home-section slider" aria-roledescription="carousel" aria-label="Slides" data-slider>
      <ul className="slider-track">
        {section.slides.map((slide, i) => (
          <li
            key={slideId(i)}
            id={slideId(i)}
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${section.slides.length}`}
          >
            <Slide slide={slide} eager={i < eager} />
          </li>
        ))}
      </ul>
      <div className="slider-dots">
        {section.slides.map((_, i) => (
          <a key={slideId(i)} href={`#${slideId(i)}`} data-slide={i} aria-current={i === 0 ? 'true' : undefined}>
            <span className="visually-hidden">Slide {i + 1}</span>
          </a>
        ))}
      </div>
      <Island name="slider-controls" component={SliderControls} props={{ seconds: section.seconds }} />
    </section>
  );
}
