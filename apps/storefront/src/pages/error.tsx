import type { ShopStore } from '@stallfront/shared/shop';

/** An error page (404 above all): inside the store's layout when the store exists. */
export function ErrorPage({
  store,
  status,
  title,
  message,
}: {
  store: ShopStore | null;
  status: number;
  title: string;
  message: string;
}) {
  return (
    <section className="not-found">
      <p className="code">{status}</p>
      <h1>{title}</h1>
      <p>{message}</p>
      {store ? (
        <a className="button" href={`${store.base}/`}>
          Back to {store.name}
        </a>
      ) : null}
    </section>
  );
}
