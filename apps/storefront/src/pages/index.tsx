import type { ShopDocument } from '@stallfront/shared/shop';
import { CatalogPage } from './catalog.js';
import { CollectionPage } from './collection.js';
import { FinderPage } from './finder.js';
import { HomePage } from './home.js';
import { ErrorPage } from './error.js';
import { ProductPage } from './product.js';
import { SearchPage } from './search.js';
import { AccountFormPage, AccountPage, SignInPage } from './account.js';
import { CartPage } from './cart.js';
import { CheckoutPage } from './checkout.js';
import { OrderPage } from './order.js';
import { QuickOrderPage } from './quick-order.js';
import { ConfirmPage, SentPage } from './sent.js';
import { DonatePage } from './donate.js';
import { FeedbackPage } from './feedback.js';
import { NewsletterPage } from './newsletter.js';
import { GiftCardIssuedPage, GiftCardPage } from './gift-card.js';
import { ContentPage } from './content.js';
import { BlogPage, BlogPostPage } from './blog.js';
import { RecipePage, RecipesPage } from './recipes.js';
import { StoriesPage } from './stories.js';
import { ArticlePage, ArticlesPage } from './articles.js';

/** The page's own content, by kind. */
export function PageBody({ doc }: { doc: ShopDocument }) {
  const { page, store } = doc;
  if (page.kind === 'error') return <ErrorPage store={store} {...page.data} />;
  if (!store) return <ErrorPage store={null} status={404} title="Shop not found" message="There is no shop here." />;
  switch (page.kind) {
    case 'home':
      return <HomePage store={store} data={page.data} />;
    case 'catalog':
      return <CatalogPage store={store} data={page.data} />;
    case 'collection':
      return <CollectionPage store={store} data={page.data} />;
    case 'finder':
      return <FinderPage store={store} data={page.data} />;
    case 'product':
      return <ProductPage store={store} data={page.data} />;
    case 'search':
      return <SearchPage store={store} data={page.data} />;
    case 'cart':
      return <CartPage store={store} data={page.data} />;
    case 'checkout':
      return <CheckoutPage data={page.data} otherCurrencies={doc.display_currencies !== null} />;
    case 'order':
      return <OrderPage data={page.data} />;
    case 'account':
      return <AccountPage data={page.data} />;
    case 'sign_in':
      return <SignInPage data={page.data} />;
    case 'account_form':
      return <AccountFormPage data={page.data} />;
    case 'sent':
      return <SentPage store={store} data={page.data} />;
    case 'confirm':
      return <ConfirmPage data={page.data} />;
    case 'quick_order':
      return <QuickOrderPage data={page.data} />;
    case 'donate':
      return <DonatePage data={page.data} />;
    case 'feedback':
      return <FeedbackPage data={page.data} />;
    case 'newsletter':
      return <NewsletterPage data={page.data} />;
    case 'gift_card':
      return <GiftCardPage data={page.data} />;
    case 'gift_card_issued':
      return <GiftCardIssuedPage data={page.data} />;
    case 'content':
      return <ContentPage data={page.data} />;
    case 'blog':
      return <BlogPage data={page.data} />;
    case 'blog_post':
      return <BlogPostPage store={store} data={page.data} />;
    case 'recipes':
      return <RecipesPage data={page.data} />;
    case 'recipe':
      return <RecipePage data={page.data} />;
    case 'stories':
      return <StoriesPage data={page.data} />;
    case 'articles':
      return <ArticlesPage data={page.data} />;
    case 'article':
      return <ArticlePage store={store} data={page.data} />;
  }
}
