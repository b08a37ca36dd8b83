import { z } from 'zod';
import {
  emailField,
  hexColor,
  IMAGE_MESSAGE,
  imageField,
  isImageAddress,
  isoDay,
  mobileField,
  text,
  urlField,
} from '../schemas/common.js';
import { isInternalLink } from '../rules/links.js';
import { HOME_LAYOUT } from './layout-calls.js';
import {
  CHAT_PAGES,
  type ChatPage,
  isShopLink,
  repeatedAt,
  searchKey,
  PAGE_SLUG,
  PAGE_STATUSES,
  type PageStatus,
  SOCIAL_NETWORKS,
  type SocialNetwork,
  WEBSITE_ACCESS,
} from '../rules/website.js';
import { countOf } from '../rules/plural.js';
import { endpoint } from './endpoint.js';
import { simpleResource } from './simple-resource.js';
import { storeSetting } from './store-setting.js';
import { MENUS } from './website-menu-calls.js';

const LINK_MESSAGE = 'Enter a page of your shop like /c/sale, or a web address starting with https://';
const shopLink = text(2048).refine((link) => link === '' || isShopLink(link), LINK_MESSAGE);
/** A schedule's end may not come before its start. */
const endsAfterStart = (value: { starts_on: string | null; ends_on: string | null }, ctx: z.RefinementCtx) => {
  if (value.starts_on && value.ends_on && value.ends_on < value.starts_on) {
    ctx.addIssue({ code: 'custom', path: ['ends_on'], message: 'Choose an end on or after the start' });
  }
};

/** /setup/announcement-bar: one line over every page of the shop, with a link, its colour and days. */
export const ANNOUNCEMENT_BAR = storeSetting({
  key: 'announcement_bar',
  noun: 'announcement bar',
  path: '/store/announcement_bar',
  access: WEBSITE_ACCESS,
  fields: {
    enabled: z.boolean(),
    text: text(160, { min: 1, required: 'Write what the bar says' }),
    link: shopLink,
    background: hexColor,
    starts_on: isoDay.nullable(),
    ends_on: isoDay.nullable(),
  },
  check: endsAfterStart,
});
export type AnnouncementBar = z.infer<typeof ANNOUNCEMENT_BAR.value>;

const chatPage = z.enum(Object.keys(CHAT_PAGES) as [ChatPage, ...ChatPage[]], 'Pick the pages it shows on');

/** /setup/chat-configuration: a WhatsApp button on the shop's pages, with a greeting typed in for the shopper. */
export const CHAT_BUTTON = storeSetting({
  key: 'chat_configuration',
  noun: 'chat button',
  path: '/store/chat_configuration',
  access: WEBSITE_ACCESS,
  fields: {
    enabled: z.boolean(),
    whatsapp: z
      .string()
      .trim()
      .regex(/^\+[1-9][0-9 -]{6,18}$/, 'Enter the WhatsApp number with its country code, like +65 9123 4567'),
    greeting: text(200),
    pages: z.array(chatPage).min(1, 'Pick at least one page').max(Object.keys(CHAT_PAGES).length),
  },
});
export type ChatButton = z.infer<typeof CHAT_BUTTON.value>;

/** Rich text as the console's editor makes it; the server keeps only the tags that editor can make. */
const richText = text(60_000, { lines: true });

/** /setup/policies: the four policies a shop links from its footer and its checkout; an empty one is not published. */
export const POLICIES = storeSetting({
  key: 'policies',
  noun: 'policies',
  path: '/store/policies',
  access: WEBSITE_ACCESS,
  fields: { privacy: richText, terms: richText, refund: richText, shipping: richText },
  summary: (policies) => `${Object.values(policies).filter((html) => html !== '').length} of 4 written`,
});
export type Policies = z.infer<typeof POLICIES.value>;

const seoTitle = text(70);
const seoDescription = text(160, { lines: true });
const pagePath = text(300, { min: 1, required: 'Enter a page of your shop like /c/sale' }).refine(
  isInternalLink,
  'Enter a page of your shop like /c/sale',
);

/** /setup/seo/store: what search engines and link previews show of the shop, page by page, and what the sitemap lists. */
export const STORE_SEO = storeSetting({
  key: 'seo_store',
  noun: 'search engine settings',
  path: '/store/seo',
  access: WEBSITE_ACCESS,
  fields: {
    title: seoTitle,
    description: seoDescription,
    social_image: z.union([z.literal(''), imageField]),
    sitemap: z.object({ catalogs: z.boolean(), products: z.boolean(), pages: z.boolean() }),
    overrides: z
      .array(z.object({ path: pagePath, title: seoTitle, description: seoDescription }))
      .max(100, '100 pages at most'),
  },
  check: (value, ctx) => {
    for (const index of repeatedAt(value.overrides, (o) => o.path))
      ctx.addIssue({ code: 'custom', path: ['overrides', index, 'path'], message: 'This page is already listed' });
  },
});
export type StoreSeo = z.infer<typeof STORE_SEO.value>;

const pageStatus = z.enum(Object.keys(PAGE_STATUSES) as [PageStatus, ...PageStatus[]], 'Choose draft or published');

/** /setup/pages: the shop's own pages (about us, our story) at /pages/{slug}, shown once published. */
export const STORE_PAGE = simpleResource({
  noun: 'page',
  path: '/store/page',
  access: WEBSITE_ACCESS,
  nameLabel: 'Title',
  fields: {
    slug: text(80, { min: 1, required: 'Enter the address of the page' }).regex(
      PAGE_SLUG,
      'Use lower-case letters, digits and single hyphens, like our-story',
    ),
    body: richText,
    status: pageStatus,
    seo_title: seoTitle,
    seo_description: seoDescription,
  },
});

const socialNetwork = z.enum(Object.keys(SOCIAL_NETWORKS) as [SocialNetwork, ...SocialNetwork[]], 'Choose a network');

/** /setup/footer-content: who the shop is and how to reach it, at the foot of every page. */
export const FOOTER_CONTENT = storeSetting({
  key: 'footer_content',
  noun: 'footer',
  path: '/store/footer_content',
  access: WEBSITE_ACCESS,
  fields: {
    about: text(500, { lines: true }),
    address: text(300, { lines: true }),
    email: z.union([z.literal(''), emailField]),
    phone: z.union([z.literal(''), mobileField]),
    socials: z
      .array(
        z.object({
          network: socialNetwork,
          url: urlField.refine((url) => url.startsWith('https://'), 'Use the https:// address of your page'),
        }),
      )
      .max(Object.keys(SOCIAL_NETWORKS).length),
  },
  check: (value, ctx) => {
    for (const index of repeatedAt(value.socials, (s) => s.network))
      ctx.addIssue({ code: 'custom', path: ['socials', index, 'network'], message: 'This network is already listed' });
  },
});
export type FooterContent = z.infer<typeof FOOTER_CONTENT.value>;

/** /setup/footer-seo-links: a block of links to the shop's own pages under a heading ("Popular searches"), for shoppers and crawlers. */
export const FOOTER_SEO_LINKS = storeSetting({
  key: 'footer_seo_links',
  noun: 'footer SEO links',
  path: '/store/footer_seo_links',
  access: WEBSITE_ACCESS,
  fields: {
    heading: text(60, { min: 1, required: 'Write the heading over the links' }),
    links: z
      .array(
        z.object({
          label: text(60, { min: 1, required: 'Write the link’s words' }),
          link: pagePath,
        }),
      )
      .max(40, '40 links at most'),
  },
  summary: ({ links }) => countOf(links.length, 'link'),
  check: (value, ctx) => {
    for (const index of repeatedAt(value.links, (l) => l.link))
      ctx.addIssue({ code: 'custom', path: ['links', index, 'link'], message: 'This page is already linked' });
  },
});
export type FooterSeoLinks = z.infer<typeof FOOTER_SEO_LINKS.value>;

const searchWord = text(60, { min: 1, required: 'Enter a word or phrase' });

/**
 * /setup/search-keywords: words shoppers type that should find more than they say (synonyms:
 * "tee" finds t-shirts), and the products shown first for them.
 */
export const SEARCH_KEYWORDS = storeSetting({
  key: 'search_keywords',
  noun: 'search keywords',
  path: '/store/search_keywords',
  access: WEBSITE_ACCESS,
  fields: {
    keywords: z
      .array(
        z.object({
          keyword: searchWord,
          synonyms: z.array(searchWord).max(10, '10 synonyms at most'),
          promoted: z.array(z.uuid('Pick products of your store')).max(8, '8 products at most'),
        }),
      )
      .max(200, '200 keywords at most'),
  },
  summary: ({ keywords }) => countOf(keywords.length, 'keyword'),
  check: (value, ctx) => {
    // A word may lead to one keyword only: the shop would not know which to follow.
    const words = value.keywords.flatMap((k, i) => [
      { word: k.keyword, path: ['keywords', i, 'keyword'] },
      ...k.synonyms.map((word) => ({ word, path: ['keywords', i, 'synonyms'] })),
    ]);
    for (const index of repeatedAt(words, (w) => searchKey(w.word))) {
      const { word, path } = words[index] as (typeof words)[number];
      ctx.addIssue({ code: 'custom', path, message: `“${word}” is already a keyword or synonym` });
    }
  },
});
export type SearchKeywords = z.infer<typeof SEARCH_KEYWORDS.value>;

/** A button needs both its words and where it goes; each missing half is named on its own field. */
const buttonComplete = (value: { button_label: string; button_link: string }, ctx: z.RefinementCtx) => {
  if (value.button_label && !value.button_link) {
    ctx.addIssue({
      code: 'custom',
      path: ['button_link'],
      message: 'Add the page the button opens, or clear its label',
    });
  }
  if (value.button_link && !value.button_label) {
    ctx.addIssue({ code: 'custom', path: ['button_label'], message: 'Write what the button says, or clear its link' });
  }
};

/** /setup/store-popup: a card in a corner of the shop's browsing pages (an offer, a sign-up), after a delay. */
export const STORE_POPUP = storeSetting({
  key: 'store_popup',
  noun: 'store pop-up',
  path: '/store/store_popup',
  access: WEBSITE_ACCESS,
  fields: {
    enabled: z.boolean(),
    title: text(80, { min: 1, required: 'Write the pop-up’s title' }),
    text: text(300, { lines: true }),
    image: text(2048).refine((image) => image === '' || isImageAddress(image), IMAGE_MESSAGE),
    button_label: text(30),
    button_link: shopLink,
    delay_seconds: z
      .number('Enter a number of seconds')
      .int('Use whole seconds')
      .min(0, 'Use 0 seconds or more')
      .max(120, 'Wait at most 120 seconds'),
    once_per_visitor: z.boolean(),
    starts_on: isoDay.nullable(),
    ends_on: isoDay.nullable(),
  },
  check: (value, ctx) => {
    buttonComplete(value, ctx);
    endsAfterStart(value, ctx);
  },
});
export type StorePopup = z.infer<typeof STORE_POPUP.value>;

export const WEBSITE_SETTINGS = [
  ANNOUNCEMENT_BAR,
  CHAT_BUTTON,
  STORE_POPUP,
  POLICIES,
  STORE_SEO,
  FOOTER_CONTENT,
  FOOTER_SEO_LINKS,
  SEARCH_KEYWORDS,
  MENUS,
] as const;

/** Every website row the /setup hub states and the image library names as a use: the settings and the home layout. */
export const WEBSITE_STATES = [...WEBSITE_SETTINGS, HOME_LAYOUT] as const;

/** The /setup hub's cards: each website setting the store saved, in a few words, by its key. */
export const WEBSITE_STATE_CALLS = {
  states: endpoint({
    method: 'GET',
    path: '/store/website_settings',
    auth: 'store',
    access: WEBSITE_ACCESS.read,
    input: z.object({}),
    output: z.object({ status: z.literal(true), data: z.record(z.string(), z.string()) }),
    summary: "Each website setting the store has saved, by key, as its hub card says it ('On', '2 of 4 written')",
  }),
};
