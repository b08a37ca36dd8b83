/** In the price's place, for a visitor the store keeps its prices from: sign in, then back to this page. */
export function PriceSignIn({ href }: { href: string }) {
  return (
    <p className="price big price-sign-in">
      <a href={href}>Sign in to see prices</a>
    </p>
  );
}
