import type { CSSProperties } from 'react';
import { textToneOn } from '@stallfront/shared/rules';
import { shopHasCart } from '@stallfront/shared/shop-rules';
import { jsonForScript, type ShopDocument, type ShopStore } from '@stallfront/shared/shop';
import { CsrfContext } from './components/form.js';
import { Layout } from './layout.js';
import { PageBody } from './pages/index.js';

/** The built client files a page links to; null before `npm run build` (pages still work, unstyled). */
export interface ShopAssets {
  css: string | null;
  /** The islands' entry script. */
  js: string | null;
}

const FALLBACK_PRIMARY = '#1f6feb';

const HEX = /^#[0-9a-f]{6}$/i;
/** A #rrggbb, else the fallback: the CSS takes nothing else from the page's data. */
const colourOr = (colour: string | undefined, fallback: string) => (colour && HEX.test(colour) ? colour : fallback);
/** A font stack of names, commas, spaces, quotes and hyphens only: nothing that could end the style attribute. */
const fontOr = (stack: string | undefined) => (stack && /^[\w\s,"'-]+$/.test(stack) ? stack : undefined);
const onColour = (colour: string) => (textToneOn(colour) === 'dark' ? '#111' : '#fff');

/** The store's theme as CSS custom properties on the body: every colour and the two font stacks. */
export function themeOf(store: Pick<ShopStore, 'primary' | 'theme'> | null): CSSProperties {
  const primary = colourOr(store?.primary, FALLBACK_PRIMARY);
  const theme = store?.theme ?? null;
  const vars: Record<string, string> = { '--primary': primary, '--on-primary': onColour(primary) };
  if (theme) {
    const secondary = colourOr(theme.secondary, primary);
    Object.assign(vars, {
      '--secondary': secondary,
      '--on-secondary': onColour(secondary),
      '--background': colourOr(theme.background, '#ffffff'),
      '--text': colourOr(theme.text, '#16181d'),
      '--ink': colourOr(theme.text, '#16181d'),
    });
    const heading = fontOr(theme.heading_font);
    const body = fontOr(theme.body_font);
    if (heading) vars['--font-heading'] = heading;
    if (body) vars['--font-body'] = body;
  }
  return vars as CSSProperties;
}

/** The page's html: head (title, description, canonical, Open Graph, JSON-LD) and the layout. */
export function Document({ doc, assets }: { doc: ShopDocument; assets: ShopAssets }) {
  const { seo, store } = doc;
  const siteName = store?.name ?? 'Stallfront';
  // The cart drawer is in the header of every shop with a cart; the variant picker on product pages; a home slider's controls.
  const withIslands =
    (store !== null && shopHasCart(store.buy_mode)) ||
    (doc.page.kind === 'product' && doc.page.data.product.variants.length > 0) ||
    doc.popup !== null ||
    doc.display_currencies !== null ||
    (doc.page.kind === 'home' && doc.page.data.sections.some((s) => s.kind === 'slider'));
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{seo.title}</title>
        <meta name="description" content={seo.description} />
        {doc.csrf ? <meta name="csrf-token" content={doc.csrf} /> : null}
        <link rel="canonical" href={seo.canonical} />
        {seo.noindex ? <meta name="robots" content="noindex" /> : null}
        <meta property="og:site_name" content={siteName} />
        <meta property="og:title" content={seo.title} />
        <meta property="og:description" content={seo.description} />
        <meta property="og:type" content={seo.og_type} />
        <meta property="og:url" content={seo.canonical} />
        {seo.og_image ? <meta property="og:image" content={seo.og_image} /> : null}
        {seo.feed ? <link rel="alternate" type="application/atom+xml" title="Blog" href={seo.feed} /> : null}
        <meta name="twitter:card" content={seo.og_image ? 'summary_large_image' : 'summary'} />
        {store ? <meta name="theme-color" content={store.primary} /> : null}
        {/* The store's favicon, else its logo, else an empty icon so the browser does not ask for /favicon.ico on every shop. */}
        <link rel="icon" href={store?.favicon ?? store?.logo ?? 'data:,'} />
        {assets.css ? <link rel="stylesheet" href={assets.css} /> : null}
        {seo.json_ld.map((ld, i) => (
          <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(ld) }} />
        ))}
        {withIslands && assets.js ? <script type="module" src={assets.js} /> : null}
      </head>
      <body style={themeOf(store)}>
        <CsrfContext.Provider value={doc.csrf}>
          <Layout store={store} visitor={doc}>
            <PageBody doc={doc} />
          </Layout>
        </CsrfContext.Provider>
      </body>
    </html>
  );
}
