import { Title } from './slot.js';
import type { SectionProps } from './types.js';

/** A YouTube or Vimeo video in a 16:9 frame, loaded when it comes near. */
export function VideoSection({ section }: SectionProps<'video'>) {
  return (
    <section className="home-section">
      <Title text={section.title} />
      <div className="video">
        <iframe
          src={section.embed}
          title={section.title || 'Video'}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    </section>
  );
}
