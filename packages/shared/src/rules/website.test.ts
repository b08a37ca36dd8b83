import { describe, expect, it } from 'vitest';
import { chatPageOf, isShopLink, popupShowsOn, popupVersion, scheduledNow, whatsappLink } from './website.js';

describe('scheduledNow', () => {
  // 20:00 UTC on the 30th is already the 1st in Sydney.
  const evening = new Date('2026-11-30T20:00:00Z');

  it('takes both days in, counted in the store’s zone', () => {
    expect(scheduledNow({ starts_on: '2026-12-01', ends_on: '2026-12-01' }, evening, 'Australia/Sydney')).toBe(true);
    expect(scheduledNow({ starts_on: '2026-12-01', ends_on: '2026-12-01' }, evening, 'America/New_York')).toBe(false);
    expect(scheduledNow({ starts_on: '2026-11-01', ends_on: '2026-11-30' }, evening, 'America/New_York')).toBe(true);
    expect(scheduledNow({ starts_on: '2026-11-01', ends_on: '2026-11-30' }, evening, 'Asia/Kolkata')).toBe(false);
  });

  it('leaves an open end open', () => {
    expect(scheduledNow({ starts_on: null, ends_on: null }, evening, 'UTC')).toBe(true);
    expect(scheduledNow({ starts_on: '2026-12-02', ends_on: null }, evening, 'UTC')).toBe(false);
    expect(scheduledNow({ starts_on: null, ends_on: '2026-11-29' }, evening, 'UTC')).toBe(false);
  });
});

describe('isShopLink', () => {
  it('takes a page of the shop or a web address, and nothing that runs or leaves by a trick', () => {
    expect(['/c/sale', '/', 'https://example.com/x', 'http://example.com'].every(isShopLink)).toBe(true);
    expect(
      ['javascript:alert(1)', '//evil.example', '/\\evil.example', 'c/sale', 'data:text/html,x'].some(isShopLink),
    ).toBe(false);
  });
});

describe('the chat button', () => {
  it('opens WhatsApp at the number’s digits with the greeting typed in', () => {
    expect(whatsappLink('+65 9123-4567', 'Hi! Is this in stock?')).toBe(
      'https://wa.me/6591234567?text=Hi!%20Is%20this%20in%20stock%3F',
    );
    expect(whatsappLink('+65 9123 4567', '')).toBe('https://wa.me/6591234567');
  });

  it('groups search with the catalogs and shows on no page it was not asked for', () => {
    expect(chatPageOf('search')).toBe('catalog');
    expect(chatPageOf('product')).toBe('product');
    expect(chatPageOf('checkout')).toBeNull();
  });
});

describe('the store pop-up', () => {
  const popup = {
    title: 'Join the list',
    text: '10% off your first order',
    image: '',
    button_label: 'Join',
    button_link: '/c/new',
  };

  it('is the same pop-up while its content is, and a new one when any of it changes', () => {
    expect(popupVersion({ ...popup })).toBe(popupVersion(popup));
    const changes = [{ title: 'Join the club' }, { text: '15% off' }, { image: '/media/a.webp' }];
    for (const change of [...changes, { button_label: 'Sign up' }, { button_link: '/c/sale' }]) {
      expect(popupVersion({ ...popup, ...change }), JSON.stringify(change)).not.toBe(popupVersion(popup));
    }
    // Words moved from one field to the next are a different pop-up too.
    expect(popupVersion({ ...popup, title: 'ab', text: '' })).not.toBe(
      popupVersion({ ...popup, title: 'a', text: 'b' }),
    );
    expect(popupVersion(popup)).toMatch(/^[0-9a-z]{1,7}$/);
  });

  it('shows where a shopper browses, never on the cart, checkout or account pages', () => {
    expect(['home', 'catalog', 'product'].every(popupShowsOn)).toBe(true);
    expect(['cart', 'checkout', 'order', 'account', 'sign_in', 'error'].some(popupShowsOn)).toBe(false);
  });
});
