import { createElement, type FunctionComponent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { VariantBuy } from '../islands/variant-buy.js';

// Every island the server may render, by its data-island name (later: the cart drawer).
// biome-ignore lint/suspicious/noExplicitAny: each island reads its own props from data-props
const ISLANDS: Record<string, FunctionComponent<any>> = { 'variant-buy': VariantBuy };

for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const island = ISLANDS[element.dataset.island ?? ''];
  if (island) hydrateRoot(element, createElement(island, JSON.parse(element.dataset.props ?? '{}')));
}
