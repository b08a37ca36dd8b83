import { describe, expect, it } from 'vitest';
import { brandingFrom, parseCachedBranding } from './vendor-branding';

const details = {
  _id: '5f0c7a1e-0000-4000-8000-000000000001',
  name: 'Bazaar Central',
  sub_domain: 'bazaar-central',
  logo: null,
  theme_colors: { primary: '#ffd43b' },
};

describe('vendor sign-in branding', () => {
  it('picks dark text on a bright theme colour and light text on a dark one', () => {
    expect(brandingFrom(details).theme_text).toBe('dark');
    expect(brandingFrom({ ...details, theme_colors: { primary: '#1864ab' } }).theme_text).toBe('light');
  });

  it('keeps the spec fields and the background image', () => {
    const info = brandingFrom({ ...details, vendor_bg: 'https://cdn.test/bg.jpg' });
    expect(info).toMatchObject({ id: details._id, name: 'bazaar-central', theme_color: '#ffd43b' });
    expect(info.bg_color).toBe('https://cdn.test/bg.jpg');
  });

  it("uses the cookie only when it holds this store's branding", () => {
    const cookie = JSON.stringify(brandingFrom(details));
    expect(parseCachedBranding(cookie, 'bazaar-central')?.store_name).toBe('Bazaar Central');
    expect(parseCachedBranding(cookie, 'other-store')).toBeUndefined();
    expect(parseCachedBranding('{not json', 'bazaar-central')).toBeUndefined();
    expect(parseCachedBranding(undefined, 'bazaar-central')).toBeUndefined();
  });
});
