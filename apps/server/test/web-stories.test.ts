import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_IDS } from '@stallfront/shared';
import { validateAmp, validatorRules } from './amp-validator.js';
import { startTestApp, type TestApp } from './harness.js';
import { shopOnPlan, visit, shopWithApps } from './shop-fixtures.js';

let t: TestApp;
let shop: Awaited<ReturnType<typeof shopOnPlan>>;
beforeAll(async () => {
  t = await startTestApp();
  shop = await shopWithApps(t, ['web_stories']);
  await validatorRules();
}, 180_000);
afterAll(() => t.close());

const slide = (fields: Record<string, unknown> = {}) => ({
  media_type: 'image',
  media: '/media/look-1.webp',
  poster: '',
  headline: 'Made for 40°C',
  text: 'Pure linen that breathes.\nFree delivery over ₹999.',
  link: '/p/linen-kurta',
  link_label: 'Shop the kurta',
  seconds: 6,
  ...fields,
});
const story = (fields: Record<string, unknown>) => ({
  name: 'Summer in linen',
  slug: 'summer-in-linen',
  poster: '/media/poster.webp',
  status: 'published',
  slides: [slide(), slide({ headline: 'Carry it all', link: 'https://example.com/tote', link_label: 'See it' })],
  ...fields,
});
const add = (fields: Record<string, unknown>, token = shop.token) =>
  t.call('POST', '/api/store/web_story', story(fields), token);
const total = async () => (await t.call('GET', '/api/store/web_story_list', undefined, shop.token)).body.total;

describe('/features/web-stories: the stories (POST, PUT, PATCH /store/web_story)', () => {
  it('refuses a bad story on its field and saves nothing: 31 or 200 slides, a video without its still, a bad link', async () => {
    for (const [fields, message] of [
      [{ slides: Array.from({ length: 31 }, () => slide()) }, 'slides: 30 slides at most'],
      [{ slides: Array.from({ length: 200 }, () => slide()) }, 'slides: 30 slides at most'],
      [{ slides: [] }, 'slides: Add a slide'],
      [
        { slides: [slide(), slide({ media_type: 'video', media: 'https://cdn.example.com/a.mp4' })] },
        'slides.1.poster: Add the image shown before the video plays',
      ],
      [
        { slides: [slide({ media_type: 'video', media: 'https://cdn.example.com/a.mov', poster: '/media/s.webp' })] },
        'slides.0.media: Give the https address of an MP4 video',
      ],
      [{ slides: [slide({ link: 'javascript:alert(1)' })] }, 'slides.0.link: Enter a path of your shop'],
      [{ slides: [slide({ link: '//evil.example/x' })] }, 'slides.0.link: Enter a path of your shop'],
      [{ slides: [slide({ link_label: '' })] }, 'slides.0.link_label: Write the words of the link'],
      [{ slides: [slide({ seconds: 60 })] }, 'slides.0.seconds: 20 seconds at most'],
      [{ slides: [slide({ headline: 'x'.repeat(91) })] }, 'slides.0.headline: 90 characters at most'],
      [{ poster: '' }, 'poster: Add a portrait poster image before publishing'],
      [{ slug: 'Summer Linen' }, 'slug: Use lower-case letters'],
    ] as const) {
      const res = await add(fields);
      expect(res.statusCode, message).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect(await total()).toBe(0);
  });

  it('adds, reads, changes and deletes a story; its address is unique whatever its case', async () => {
    const draft = await add({ name: 'Notes', slug: 'notes', poster: '', status: 'draft' });
    expect(draft.statusCode).toBe(200);
    expect(draft.body.data).toMatchObject({ slug: 'notes', status: 'draft', slides: [{ seconds: 6 }, {}] });
    const again = await add({ name: 'Other notes', slug: 'notes' });
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toContain('slug: another story of your shop has this address');

    const id = draft.body.data._id;
    const got = await t.call('GET', `/api/store/web_story/${id}`, undefined, shop.token);
    expect(got.body.data.slides).toHaveLength(2);
    const reordered = [got.body.data.slides[1], got.body.data.slides[0], slide({ headline: 'Third' })];
    const put = await t.call(
      'PUT',
      '/api/store/web_story',
      { ...story({}), name: 'Notes', slug: 'notes', _id: id, slides: reordered },
      shop.token,
    );
    expect(put.statusCode).toBe(200);
    expect(put.body.data.slides.map((s: { headline: string }) => s.headline)).toEqual([
      'Carry it all',
      'Made for 40°C',
      'Third',
    ]);
    const tooMany = await t.call(
      'PUT',
      '/api/store/web_story',
      { ...story({}), name: 'Notes', slug: 'notes', _id: id, slides: Array.from({ length: 31 }, () => slide()) },
      shop.token,
    );
    expect(tooMany.statusCode).toBe(400);
    const kept = await t.call('GET', `/api/store/web_story/${id}`, undefined, shop.token);
    expect(kept.body.data.slides).toHaveLength(3);

    const removed = await t.call('PATCH', '/api/store/web_story', { ids: [id] }, shop.token);
    expect(removed.statusCode).toBe(200);
    expect(await total()).toBe(0);
  });

  it('is for stores with the web stories feature: a 404 elsewhere, and no shop pages', async () => {
    const without = await shopOnPlan(t, PACKAGE_IDS.professional);
    const res = await add({}, without.token);
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe('This store has no web stories: add the Web stories app first.');
    expect((await visit(t, `${without.base}/stories`)).status).toBe(404);
    expect((await visit(t, `${without.base}/stories/summer-in-linen`)).status).toBe(404);
  });
});

describe('the shop: /stories/{slug} as an AMP story, /stories and the sitemap', () => {
  it('serves a published story as a valid AMP story (the official validator), a draft as a 404', async () => {
    const video = slide({
      media_type: 'video',
      media: 'https://cdn.example.com/look.mp4',
      poster: '/media/still.webp',
      headline: 'See it <move>',
      link: '',
      link_label: '',
    });
    expect((await add({ slides: [slide(), video] })).statusCode).toBe(200);
    expect((await add({ name: 'Winter', slug: 'winter', status: 'draft' })).statusCode).toBe(200);

    const page = await visit(t, `${shop.base}/stories/Summer-In-Linen`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(await validateAmp(page.html)).toEqual({ status: 'PASS', errors: [] });
    expect(page.html).toMatch(/^<!doctype html>\n<html ⚡ lang="en">/);
    expect(page.html).toContain('<amp-story standalone title="Summer in linen"');
    expect(page.html.match(/<amp-story-page /g)).toHaveLength(2);
    expect(page.html).toContain('auto-advance-after="6s"');
    expect(page.html).toContain(
      '<h2>Made for 40°C</h2><p>Pure linen that breathes.</p><p>Free delivery over ₹999.</p>',
    );
    expect(page.html).toMatch(
      new RegExp(
        `<amp-story-page-outlink layout="nodisplay"><a href="http://[^/"]+${shop.base}/p/linen-kurta">Shop the kurta</a>`,
      ),
    );
    expect(page.html).toContain('<h2>See it &lt;move&gt;</h2>');
    expect(page.html).toContain('custom-element="amp-video"');
    expect(page.html).toContain('<source src="https://cdn.example.com/look.mp4" type="video/mp4">');
    // No script but AMP's, and its own CSS only in <style amp-custom>.
    expect(page.html.match(/<script /g)?.length).toBe(3);
    expect(page.html).not.toContain('<link rel="stylesheet"');
    expect(page.headers['content-security-policy']).toContain("script-src 'self' https://cdn.ampproject.org");

    expect((await visit(t, `${shop.base}/stories/winter`)).status).toBe(404);
  });

  it('leaves out amp-video for a story of pictures, and the validator still passes it', async () => {
    expect(
      (await add({ name: 'Pictures', slug: 'pictures', slides: [slide({ link: '', link_label: '' })] })).statusCode,
    ).toBe(200);
    const page = await visit(t, `${shop.base}/stories/pictures`);
    expect(page.html).not.toContain('amp-video');
    expect(await validateAmp(page.html)).toEqual({ status: 'PASS', errors: [] });
    // The validator is no rubber stamp: a script of our own fails it.
    const withScript = page.html.replace('</body>', '<script src="/shop.js"></script></body>');
    expect((await validateAmp(withScript)).status).toBe('FAIL');
  });

  it('lists the published stories with their posters, in the sitemap and the footer', async () => {
    const list = await visit(t, `${shop.base}/stories`);
    expect(list.status).toBe(200);
    expect(list.html).toContain(`href="${shop.base}/stories/summer-in-linen"`);
    expect(list.html).toContain('src="/media/poster.webp"');
    expect(list.html).not.toContain('/stories/winter');
    expect(list.html).toContain(`<a href="${shop.base}/stories">Stories</a>`);
    const sitemap = (await visit(t, `${shop.base}/sitemap.xml`)).html;
    expect(sitemap).toContain('/stories</loc>');
    expect(sitemap).toContain('/stories/summer-in-linen</loc>');
    expect(sitemap).not.toContain('/stories/winter</loc>');
  });
});
