import { createElement, type FunctionComponent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { ShopVariant } from '@stallfront/shared/shop';
import { visitorOfCookies } from '@stallfront/shared/shop-rules';
import { CartDrawer } from '../islands/cart-drawer.js';
import { CartLines } from '../islands/cart-lines.js';
import { cartClient } from './cart-client.js';
import { currencyView } from './currency-view.js';
import { popupMemory } from './popup-memory.js';
import { sliderDrive } from './slider-drive.js';
import { StorePopup } from '../islands/store-popup.js';
import { VariantBuy } from '../islands/variant-buy.js';
import { SliderControls } from '../islands/slider-controls.js';

// Every island the server may render, by its data-island name.
// biome-ignore lint/suspicious/noExplicitAny: each island reads its own props from data-props
const ISLANDS: Record<string, FunctionComponent<any>> = {
  'variant-buy': VariantBuy,
  'cart-drawer': CartDrawer,
  'cart-lines': CartLines,
  'store-popup': StorePopup,
  'slider-controls': SliderControls,
};

/** The gallery's first picture shows the chosen variant's image, or the product's own again. */
function galleryShower() {
  const main = document.querySelector<HTMLImageElement>('[data-gallery-main]');
  const own = main ? { src: main.src, srcset: main.srcset } : null;
  return (image: ShopVariant['image']) => {
    if (!main || !own) return;
    main.src = image?.url ?? own.src;
    main.srcset = image ? (image.srcset ?? '') : own.srcset;
  };
}

const showImage = galleryShower();
// The page is everyone's: the cart count is the visitor's cookie's, as the header's script drew it.
const { cart_count } = visitorOfCookies(document.cookie);
for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const island = ISLANDS[element.dataset.island ?? ''];
  if (!island) continue;
  const props = JSON.parse(element.dataset.props ?? '{}');
  if (element.dataset.island === 'cart-drawer') props.count = Math.max(props.count, cart_count);
  hydrateRoot(
    element,
    createElement(island, { ...props, showImage, client: cartClient, memory: popupMemory, drive: sliderDrive }),
  );
}
currencyView();
