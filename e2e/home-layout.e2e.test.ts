import { sql } from 'drizzle-orm';
import { type LayoutSectionInput, layoutSection } from '@stallfront/shared/website';
import { describe, expect, it } from 'vitest';
import { writeLayout } from '../apps/server/src/modules/website/layout.repo.js';
import { DESKTOP, PHONE } from './support/browser.js';
import { SHOP_SHOTS, shopPage } from './support/shop.js';
import { consoleSuite } from './support/suite.js';

const SHOP = '/s/urban-threads';
const suite = consoleSuite({ withConsole: false });

/** Urban Threads' home page made of a slider, two image grids and a video, on its products' pictures. */
async function publishLayout() {
  const { db, sessions } = suite.server.app.ctx;
  const result = (await db.execute(sql`select s.id as store, p.images -> 0 ->> 'url' as url from products p
    join stores s on s.id = p.store_id where s.sub_domain = 'urban-threads' and jsonb_array_length(p.images) > 0 limit 4`)) as unknown as {
    rows: { store: string; url: string }[];
  };
  const urls = result.rows.map((r) => r.url);
  const storeId = result.rows[0]?.store as string;
  const picture = (n: number) => ({ image: urls[n % urls.length] as string, alt: `Look ${n}`, link: '/c/men' });
  const inputs: LayoutSectionInput[] = [
    {
      kind: 'slider',
      seconds: 3,
      slides: [1, 2, 3].map((n) => ({
        ...picture(n),
        heading: `Slide ${n}`,
        text: 'Hand-block printed',
        button: 'Shop',
      })),
    },
    { kind: 'image_grid', grid: 'grid_6', title: 'Large left, two right', images: [0, 1, 2].map(picture) },
    { kind: 'image_grid', grid: 'grid_4', title: 'Four squares', images: [0, 1, 2, 3].map(picture) },
    { kind: 'video', title: 'How we print', url: 'https://youtu.be/dQw4w9WgXcQ' },
  ];
  const sections = inputs.map((input, i) => ({ ...layoutSection.parse(input), id: `s${i}` }));
  await writeLayout(db, storeId, 'home', { draft: sections, published: sections, published_at: null }, new Date());
  await sessions.settle();
}

const boxes = (page: Awaited<ReturnType<typeof shopPage>>['page'], grid: string) =>
  page.locator(`.image-grid[data-grid="${grid}"] > .slot`).evaluateAll((slots) =>
    slots.map((slot) => {
      const { x, y, width, height } = slot.getBoundingClientRect();
      return { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) };
    }),
  );

describe('the home page layout in a browser', () => {
  it('lays a grid out as its label says on a desktop and keeps it on a phone; four squares pair up on a phone', async () => {
    await publishLayout();
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, errors } = await shopPage(suite, { viewport });
      await page.goto(`${SHOP}/`);
      await page.locator('.image-grid').first().waitFor();
      const [large, top, bottom] = await boxes(page, 'grid_6');
      // Large left, two right: the right two one over the other beside the large one, as tall as it within a gap.
      expect(top && large && top.x > large.x + large.width - 1).toBe(true);
      expect(bottom && top && bottom.x === top.x && bottom.y > top.y).toBe(true);
      expect(
        Math.abs((bottom?.y ?? 0) + (bottom?.height ?? 0) - ((large?.y ?? 0) + (large?.height ?? 0))),
      ).toBeLessThan(3);
      const squares = await boxes(page, 'grid_4');
      const rows = new Set(squares.map((b) => b.y)).size;
      expect(rows).toBe(viewport === PHONE ? 2 : 1);
      for (const square of squares) expect(Math.abs(square.width - square.height)).toBeLessThan(2);
      const video = await page.locator('.video').boundingBox();
      expect(Math.abs((video?.width ?? 0) / (video?.height ?? 1) - 16 / 9)).toBeLessThan(0.02);
      await page.screenshot({ path: `${SHOP_SHOTS}/home-layout-${viewport.width}.png`, fullPage: true });
      // The frame's own page may fail to load offline; the shop's page must not.
      expect(errors.filter((e) => !/youtube|ERR_|Failed to load/i.test(e))).toEqual([]);
      await page.context().close();
    }
  });

  it('turns the slider by itself, pauses under the pointer, and never under reduced motion', async () => {
    const { page } = await shopPage(suite, { viewport: DESKTOP });
    await page.goto(`${SHOP}/`);
    const track = page.locator('.slider-track');
    await page.locator('.slider-next:not([hidden])').waitFor();
    await expect.poll(() => track.evaluate((el) => el.scrollLeft), { timeout: 8_000 }).toBeGreaterThan(0);
    await page.locator('.slider-next').click();
    await expect.poll(() => page.locator('.slider-dots a[aria-current]').getAttribute('data-slide')).not.toBe('0');
    // The pointer is on the slider now (its next button): it stays where it is.
    await page.waitForTimeout(1_000);
    const held = await track.evaluate((el) => el.scrollLeft);
    await page.waitForTimeout(4_000);
    expect(await track.evaluate((el) => el.scrollLeft)).toBe(held);
    await page.context().close();

    const still = await shopPage(suite, { viewport: DESKTOP });
    await still.page.emulateMedia({ reducedMotion: 'reduce' });
    await still.page.goto(`${SHOP}/`);
    await still.page.locator('.slider-next:not([hidden])').waitFor();
    await still.page.waitForTimeout(4_000);
    expect(await still.page.locator('.slider-track').evaluate((el) => el.scrollLeft)).toBe(0);
    await still.page.context().close();
  });
});
