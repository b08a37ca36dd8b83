import { z } from 'zod';
import { hexColor, isoDay, text } from '../schemas/common.js';
import { CHAT_PAGES, type ChatPage, isShopLink, WEBSITE_ACCESS } from '../rules/website.js';
import { storeSetting } from './store-setting.js';

const LINK_MESSAGE = 'Enter a page of your shop like /c/sale, or a web address starting with https://';
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
    link: text(2048).refine((link) => link === '' || isShopLink(link), LINK_MESSAGE),
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

export const WEBSITE_SETTINGS = [ANNOUNCEMENT_BAR, CHAT_BUTTON] as const;
