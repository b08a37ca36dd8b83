import type { ShopContentData } from '@stallfront/shared/shop';

const UPDATED = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });

/** A page the merchant wrote or one of the store's policies: its title and its rich text. */
export function ContentPage({ data }: { data: ShopContentData }) {
  return (
    <article className="narrow content-page">
      <h1>{data.title}</h1>
      {data.updated_on ? <p className="muted">Last updated {UPDATED.format(new Date(data.updated_on))}</p> : null}
      {/* Sanitised by the server when it was saved (an allow-list of the editor's tags). */}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: data.html }} />
    </article>
  );
}
