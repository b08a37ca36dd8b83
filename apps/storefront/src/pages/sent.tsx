import type { ShopSentData, ShopStore } from '@stallfront/shared/shop';

/** After a quote request, an enquiry or a booking: what happened and what comes next. */
export function SentPage({ store, data }: { store: ShopStore; data: ShopSentData }) {
  return (
    <section className="narrow sent" data-sent={data.kind}>
      <h1>{data.title}</h1>
      <p>{data.message}</p>
      <a className="button" href={`${store.base}/`}>
        Back to the shop
      </a>
    </section>
  );
}
