import { minutesText } from '@stallfront/shared/recipes';
import type { ShopRecipeCard, ShopRecipeData, ShopRecipesData } from '@stallfront/shared/shop';
import { formatMoney } from '@stallfront/shared/shop-rules';
import { CsrfField } from '../components/form.js';
import { Picture } from '../components/picture.js';

/** "Serves 4 · 45 min". */
const factsOf = (recipe: ShopRecipeCard) =>
  `Serves ${recipe.servings}${recipe.total_minutes > 0 ? ` · ${minutesText(recipe.total_minutes)}` : ''}`;

/** /recipes: the published recipes as cards. */
export function RecipesPage({ data }: { data: ShopRecipesData }) {
  return (
    <section className="blog-page">
      <div className="page-head">
        <h1>Recipes</h1>
      </div>
      {data.recipes.length === 0 ? (
        <p className="empty">No recipes yet. Come back soon.</p>
      ) : (
        <ul className="blog-list">
          {data.recipes.map((recipe, i) => (
            <li key={recipe.href}>
              <article className="blog-card">
                {recipe.cover ? (
                  <Picture
                    image={recipe.cover}
                    sizes="(min-width: 1024px) 33vw, 100vw"
                    eager={i === 0}
                    className="blog-cover"
                  />
                ) : null}
                <h2>
                  <a href={recipe.href}>{recipe.title}</a>
                </h2>
                <p className="byline muted">{factsOf(recipe)}</p>
                {recipe.summary ? <p>{recipe.summary}</p> : null}
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /recipes/{slug}: the recipe, its ingredients with the shop's products and "Add all to cart", then its steps. */
export function RecipePage({ data }: { data: ShopRecipeData }) {
  const money = (minor: number) => formatMoney(minor, data.currency);
  return (
    <article className="narrow content-page recipe">
      <p>
        <a href={data.recipes_href}>← Recipes</a>
      </p>
      <h1>{data.title}</h1>
      {data.summary ? <p>{data.summary}</p> : null}
      <ul className="recipe-facts" aria-label="At a glance">
        <li>{`Serves ${data.servings}`}</li>
        {data.prep_minutes > 0 ? <li>{`Prep ${minutesText(data.prep_minutes)}`}</li> : null}
        {data.cook_minutes > 0 ? <li>{`Cook ${minutesText(data.cook_minutes)}`}</li> : null}
      </ul>
      {data.cover ? (
        <Picture image={data.cover} sizes="(min-width: 48rem) 48rem, 100vw" eager className="blog-post-cover" />
      ) : null}
      <section className="recipe-ingredients" aria-labelledby="ingredients">
        <h2 id="ingredients">Ingredients</h2>
        <ul>
          {data.ingredients.map((ingredient, i) => (
            // Ingredients may repeat words ("salt"): their place in the list keeps them apart.
            <li key={i}>
              <span>{ingredient.text}</span>
              {ingredient.product ? (
                <span className="muted">
                  <a href={ingredient.product.href}>{ingredient.product.name}</a>
                  {ingredient.product.in_stock
                    ? ` · ${ingredient.quantity} × ${money(ingredient.product.price)}`
                    : ' · sold out'}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
        {data.cart_action ? (
          <form method="post" action={data.cart_action}>
            <CsrfField />
            <button type="submit" className="wide">
              Add all to cart
            </button>
          </form>
        ) : null}
      </section>
      <section aria-labelledby="method">
        <h2 id="method">Method</h2>
        <ol className="recipe-steps">
          {data.steps.map((step, i) => (
            <li key={i}>{step}</li>
          ))}
        </ol>
      </section>
    </article>
  );
}
