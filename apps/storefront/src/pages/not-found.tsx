import type { ShopStore } from '@stallfront/shared/shop';

/** The 404 page: inside the store's layout when the store exists. */
export function NotFoundPage({ store, message }: { store: ShopStore | null; message: string }) {
  return (
    <section className="not-found">
      <p className="code">404</p>
      <h1>Page not found</h1>
      <p>{message || 'This page does not exist.'}</p>
      {store ? (
        <a className="button" href={`${store.base}/`}>
          Back to {store.name}
        </a>
      ) : null}
    </section>
  );
}
