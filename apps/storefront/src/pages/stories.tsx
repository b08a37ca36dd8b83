import type { ShopStoriesData } from '@stallfront/shared/shop';
import { Picture } from '../components/picture.js';

/** /stories: the published web stories as portrait posters, each opening its AMP story. */
export function StoriesPage({ data }: { data: ShopStoriesData }) {
  return (
    <section className="blog-page">
      <div className="page-head">
        <h1>Stories</h1>
      </div>
      {data.stories.length === 0 ? (
        <p className="empty">No stories yet. Come back soon.</p>
      ) : (
        <ul className="story-list">
          {data.stories.map((story, i) => (
            <li key={story.href}>
              <a className="story-card" href={story.href}>
                {story.poster ? (
                  <Picture
                    image={story.poster}
                    sizes="(min-width: 1024px) 20vw, 45vw"
                    eager={i < 2}
                    className="story-poster"
                  />
                ) : (
                  <span className="story-poster" />
                )}
                <span className="story-title">{story.title}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
