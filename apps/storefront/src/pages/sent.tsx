import type { ShopConfirmData, ShopSentData, ShopStore } from '@stallfront/shared/shop';
import { CsrfField } from '../components/form.js';

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

/** A mailed link's page: it says what the button does; the button posts it. */
export function ConfirmPage({ data }: { data: ShopConfirmData }) {
  return (
    <section className="narrow sent">
      <h1>{data.title}</h1>
      <p>{data.message}</p>
      <form method="post" action={data.action}>
        <CsrfField />
        <button type="submit" className="wide">
          {data.button}
        </button>
      </form>
    </section>
  );
}
