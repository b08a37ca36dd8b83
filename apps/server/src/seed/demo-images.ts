import { randomUUID } from 'node:crypto';
import type { Disk } from 'flydrive';
import { escapeXml } from '@stallfront/shared';
import { drawPicture, type PictureLook } from './demo-pictures.js';

/** Puts a demo SVG on the media disk under the store's folder; answers its address and size. */
async function putSvg(disk: Disk, storeId: string, svg: string): Promise<{ url: string; bytes: number }> {
  const key = `${storeId}/${randomUUID()}.svg`;
  await disk.put(key, svg, { contentType: 'image/svg+xml' });
  return { url: `/media/${key}`, bytes: Buffer.byteLength(svg) };
}

/** A hue from the name, so each product keeps its own colour across seeds. */
function hueOf(name: string): number {
  let hash = 0;
  for (const c of name) hash = (hash * 31 + (c.codePointAt(0) ?? 0)) % 360;
  return hash;
}

/** A demo product's picture (demo-pictures.ts) in the store's media folder, with its address, size and dimensions. */
export async function writeDemoPicture(disk: Disk, storeId: string, look: PictureLook) {
  return { ...(await putSvg(disk, storeId, drawPicture(look))), width: 800, height: 800 };
}

/**
 * A stand-in screenshot for the demo's feedback: a soft gradient with a caption, written as
 * SVG into the store's media folder (no image decoding, so seeding stays fast).
 */
export function writeDemoImage(disk: Disk, storeId: string, name: string): Promise<{ url: string; bytes: number }> {
  const hue = hueOf(name);
  const words = name.split(' ');
  const lines = words.length > 2 ? [words.slice(0, 2).join(' '), words.slice(2).join(' ')] : [name];
  const text = lines
    .map(
      (line, i) =>
        `<text x="400" y="${640 + i * 56}" font-family="Liberation Sans, Arial, sans-serif" font-size="48" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 72%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 60% 42%)"/></linearGradient></defs>
<rect width="800" height="800" fill="url(#g)"/>
<circle cx="400" cy="330" r="190" fill="#fff" fill-opacity="0.22"/>
<text x="400" y="395" font-family="Liberation Sans, Arial, sans-serif" font-size="180" font-weight="700" text-anchor="middle" fill="#fff" fill-opacity="0.9">${escapeXml(name.slice(0, 1))}</text>
${text}
</svg>`;
  return putSvg(disk, storeId, svg);
}

/** A swatch photo for a demo variant colour: a linen weave in its shade, as SVG. */
export function writeDemoSwatch(disk: Disk, storeId: string, hex: string): Promise<{ url: string; bytes: number }> {
  // Light and dark threads across and down, as a loose linen weave reads at a glance.
  const threads = Array.from({ length: 12 }, (_, i) => i * 10 + 5);
  const weave = threads
    .map(
      (at, i) =>
        `<path d="M${at} 0V120M0 ${at}H120" stroke="${i % 2 ? '#000' : '#fff'}" stroke-opacity="0.35" stroke-width="4"/>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120"><rect width="120" height="120" fill="${hex}"/>${weave}</svg>`;
  return putSvg(disk, storeId, svg);
}
