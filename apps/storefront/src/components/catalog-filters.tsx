import type { ShopCatalogFilters } from '@stallfront/shared/shop';

/**
 * A catalog page's filters as a GET form (it works without script): applying it starts again
 * from the first page and keeps the shopper's sort.
 */
export function CatalogFilters({ filters }: { filters: ShopCatalogFilters }) {
  return (
    <form className="filters" method="get" action={filters.action} aria-label="Filter products">
      {filters.sort ? <input type="hidden" name="sort" value={filters.sort} /> : null}
      {filters.price ? (
        <fieldset className="filter-price">
          <legend>Price ({filters.price.currency})</legend>
          <label>
            <span className="visually-hidden">Lowest price</span>
            <input name="min" inputMode="decimal" placeholder="Min" defaultValue={filters.price.min} size={6} />
          </label>
          <span aria-hidden="true">–</span>
          <label>
            <span className="visually-hidden">Highest price</span>
            <input name="max" inputMode="decimal" placeholder="Max" defaultValue={filters.price.max} size={6} />
          </label>
        </fieldset>
      ) : null}
      {filters.in_stock ? (
        <label className="filter-check">
          <input type="checkbox" name="stock" value="1" defaultChecked={filters.in_stock.checked} /> In stock only
        </label>
      ) : null}
      {filters.tags ? (
        <fieldset className="filter-tags">
          <legend>Tags</legend>
          {filters.tags.map((tag) => (
            <label key={tag.name} className="filter-check">
              <input type="checkbox" name="tags" value={tag.name} defaultChecked={tag.checked} /> {tag.name}
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="filter-actions">
        <button type="submit">Apply</button>
        {filters.active ? (
          <a href={filters.sort ? `${filters.action}?sort=${filters.sort}` : filters.action}>Clear filters</a>
        ) : null}
      </div>
    </form>
  );
}
