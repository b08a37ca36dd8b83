import { eagerCounts, type ShopHomeData, type ShopHomeSection, type ShopStore } from '@stallfront/shared/shop';
import { BannerSection } from '../components/sections/banner.js';
import { BlogSection } from '../components/sections/blog.js';
import { CatalogsSection } from '../components/sections/catalogs.js';
import { ImageGridSection } from '../components/sections/image-grid.js';
import { InstagramSection } from '../components/sections/instagram.js';
import { MultiGridSection } from '../components/sections/multi-grid.js';
import { ProductsSection } from '../components/sections/products.js';
import { SliderSection } from '../components/sections/slider.js';
import { TextSection } from '../components/sections/text.js';
import { VideoSection } from '../components/sections/video.js';

function Section({
  section,
  store,
  eager,
  firstHero,
}: {
  section: ShopHomeSection;
  store: ShopStore;
  eager: number;
  firstHero: boolean;
}) {
  switch (section.kind) {
    case 'banner':
      return <BannerSection section={section} eager={eager} />;
    case 'slider':
      return <SliderSection section={section} eager={eager} />;
    case 'products':
      return <ProductsSection section={section} eager={eager} store={store} />;
    case 'catalogs':
      return <CatalogsSection section={section} eager={eager} />;
    case 'image_grid':
      return <ImageGridSection section={section} eager={eager} />;
    case 'multi_grid':
      return <MultiGridSection section={section} eager={eager} />;
    case 'instagram':
      return <InstagramSection section={section} eager={eager} />;
    case 'blog':
      return <BlogSection section={section} eager={eager} />;
    case 'text':
      return <TextSection section={section} eager={eager} first={firstHero} />;
    case 'video':
      return <VideoSection section={section} eager={eager} />;
  }
}

/** The store's home page: its layout's sections, in order; only the page's first two pictures load at once. */
export function HomePage({ store, data }: { store: ShopStore; data: ShopHomeData }) {
  const eager = eagerCounts(data.sections);
  const firstHero = data.sections.find((s) => s.kind === 'text' && s.style === 'hero');
  return (
    <>
      {/* A page's one h1: the hero's heading, else the store's name for screen readers and search engines. */}
      {firstHero ? null : <h1 className="visually-hidden">{store.name}</h1>}
      {data.sections.map((section, i) => (
        <Section
          key={section.id}
          section={section}
          store={store}
          eager={eager[i] ?? 0}
          firstHero={section === firstHero}
        />
      ))}
    </>
  );
}
