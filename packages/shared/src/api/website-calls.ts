import { z } from 'zod';
import { hexColor, IMAGE_MESSAGE, isImageAddress, isoDay, text } from '../schemas/common.js';
import { CHAT_PAGES, type ChatPage, isShopLink, WEBSITE_ACCESS } from '../rules/website.js';
import { storeSetting } from './store-setting.js';

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

export const WEBSITE_SETTINGS = [ANNOUNCEMENT_BAR, CHAT_BUTTON, STORE_POPUP] as const;
