import type { ShopProductData, ShopStore } from '@stallfront/shared/shop';
import { shopShowsStock, shopTakesReviews } from '@stallfront/shared/shop-rules';
import { AddonOffer } from '../components/addon-offers.js';
import { Amenities } from '../components/amenities.js';
import { Badges } from '../components/badges.js';
import { BuyBox } from '../components/buy-box.js';
import { Highlights } from '../components/highlights.js';
import { Picture } from '../components/picture.js';
import { Reviews } from '../components/reviews.js';
import { SizeCharts } from '../components/size-charts.js';
import { SizeFinder } from '../components/size-finder.js';
import { Stars } from '../components/stars.js';

const GALLERY_SIZES = '(min-width: 900px) 55vw, 100vw';

function Gallery({ data }: { data: ShopProductData }) {
  const { images, name } = data.product;
  if (images.length === 0) {
    return (
      <div className="gallery">
        <figure>
          <Badges tags={data.product.image_tags} />
          <div className="placeholder big" aria-hidden="true">
            {name.slice(0, 1)}
          </div>
        </figure>
      </div>
    );
  }
  const [main, ...rest] = images;
  return (
    <section className="gallery" aria-label={`Pictures of ${name}`}>
      {main ? (
        <figure>
          <Badges tags={data.product.image_tags} />
          <img
            data-gallery-main
            src={main.url}
            srcSet={main.srcset ?? undefined}
            sizes={main.srcset ? GALLERY_SIZES : undefined}
            alt={main.alt || name}
            fetchPriority="high"
          />
        </figure>
      ) : null}
      {rest.map((image) => (
        <figure key={image.url}>
          <Picture image={{ ...image, alt: image.alt || name }} sizes={GALLERY_SIZES} />
        </figure>
      ))}
    </section>
  );
}

/** A product: gallery, buy box, description, its extras (highlights, size charts, amenities, footnotes, FAQ), measurement sets and reviews. */
export function ProductPage({ store, data }: { store: ShopStore; data: ShopProductData }) {
  const { product, reviews } = data;
  return (
    <>
      <nav className="crumbs" aria-label="Breadcrumb">
        {data.breadcrumbs.map((step, i) => (
          <span key={step.href}>
            {i > 0 ? ' / ' : ''}
            {i === data.breadcrumbs.length - 1 ? (
              <span aria-current="page">{step.name}</span>
            ) : (
              <a href={step.href}>{step.name}</a>
            )}
          </span>
        ))}
      </nav>
      <article className="product">
        <Gallery data={data} />
        <div className="product-info">
          <h1>{product.name}</h1>
          {reviews.count > 0 && reviews.average !== null ? (
            <a className="rating-link" href="#reviews">
              <Stars rating={reviews.average} /> {reviews.count} {reviews.count === 1 ? 'review' : 'reviews'}
            </a>
          ) : null}
          <Highlights highlights={product.highlights} />
          <BuyBox store={store} data={data} />
          {data.sizing ? <SizeFinder panel={data.sizing} /> : null}
          <SizeCharts charts={product.size_charts} />
          <AddonOffer data={data} />
          {shopShowsStock(store) ? <p className="muted sku">SKU {product.sku}</p> : null}
          {product.description_html ? (
            <div className="description" dangerouslySetInnerHTML={{ __html: product.description_html }} />
          ) : null}
          <Amenities amenities={product.amenities} />
          {product.footnotes.length > 0 ? (
            <aside className="footnotes" aria-label="Good to know">
              {product.footnotes.map((note) => (
                <p key={note.name}>
                  <strong>{note.name}</strong> {note.text}
                </p>
              ))}
            </aside>
          ) : null}
          {product.faqs.length > 0 ? (
            <section className="faqs" aria-labelledby="faq-title">
              <h2 id="faq-title">Questions and answers</h2>
              {product.faqs.map((faq) => (
                <details key={faq.question}>
                  <summary>{faq.question}</summary>
                  <p>{faq.answer}</p>
                </details>
              ))}
            </section>
          ) : null}
          {product.measurement_sets.length > 0 ? (
            <section className="measurements" aria-labelledby="measure-title">
              <h2 id="measure-title">Made to measure</h2>
              {product.measurement_sets.map((set) => (
                <details key={set.name}>
                  <summary>{`${set.name} (${set.unit})`}</summary>
                  <ul>
                    {set.list.map((m) => (
                      <li key={m}>{m}</li>
                    ))}
                  </ul>
                </details>
              ))}
              {product.notes.length > 0 ? (
                <ul className="notes">
                  {product.notes.map((note) => (
                    <li key={note}>{note}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ) : null}
        </div>
      </article>
      {shopTakesReviews(store) ? <Reviews data={data} /> : null}
    </>
  );
}
