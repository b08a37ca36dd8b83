// How long one store's small image waits for the decoder while another store's large ones are
// being decoded (issue 37's attack: feedback posts of five 40-megapixel PNGs each), with the
// old first-come limiter (two slots) and with the fair decoder the uploads now use (two slots,
// stores in turn, one store's pixels in flight capped at one largest image). The same sharp
// work as an upload's main decode (rotate, scale to 2048 px, WebP) runs under each. Prints the
// small image's wait and the process's memory (sharp's cache on before, off now); asserts nothing.
//
//   npx tsx bench/decoder-fairness.ts        (BENCH_LARGE images, default 20: four posts of five; BENCH_MEGAPIXELS, default 40)
import sharp from 'sharp';
import { fairDecoder } from '../apps/server/src/platform/files/fair-decoder.js';
import { limiter } from '../apps/server/src/platform/files/limiter.js';

const LARGE = Number(process.env.BENCH_LARGE ?? 20);
const MEGAPIXELS = Number(process.env.BENCH_MEGAPIXELS ?? 40);
const width = 8000;
const height = Math.round((MEGAPIXELS * 1_000_000) / width);

const pixelsOf = async (input: Buffer) => {
  const meta = await sharp(input).metadata();
  return (meta.width ?? 0) * (meta.height ?? 0);
};
const decode = (input: Buffer) =>
  sharp(input, { limitInputPixels: false })
    .rotate()
    .resize({ width: 2048, height: 2048, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();

const png = (w: number, h: number, shade: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: shade, g: 90, b: 160 } } })
    .png()
    .toBuffer();

type Schedule = (storeId: string, pixels: number, task: () => Promise<Buffer>) => Promise<Buffer>;

async function scenario(name: string, schedule: Schedule, large: Buffer, small: Buffer) {
  let peak = process.memoryUsage().rss;
  const sample = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const started = performance.now();
  const bigPixels = await pixelsOf(large);
  const flood = Array.from({ length: LARGE }, () => schedule('flooding-store', bigPixels, () => decode(large)));
  // The other store's upload arrives just after the flood.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const askedAt = performance.now();
  await schedule('other-store', 100, () => decode(small));
  const smallWait = performance.now() - askedAt;
  await Promise.all(flood);
  const total = performance.now() - started;
  clearInterval(sample);
  const after = process.memoryUsage().rss;
  const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
  console.log(
    `${name.padEnd(34)} small image done after ${(smallWait / 1000).toFixed(2)} s` +
      ` · all ${LARGE} large done after ${(total / 1000).toFixed(1)} s · peak RSS ${mb(peak)} · RSS after ${mb(after)}`,
  );
}

const large = await png(width, height, 40);
const small = await png(10, 10, 200);
console.log(`${LARGE} PNGs of ${width}×${height} (${MEGAPIXELS} MP) from one store, then one 10×10 PNG from another`);
const fifo = limiter(2);
// Before: sharp's default cache of decoded operations; now uploads turn it off.
sharp.cache({ memory: 50, files: 20, items: 100 });
await scenario('first come, first served (before)', (_store, _pixels, task) => fifo(task), large, small);
sharp.cache(false);
const fair = fairDecoder({ slots: 2, pixelsPerStore: MEGAPIXELS * 1_000_000 });
await scenario('stores in turn, pixels capped (now)', fair, large, small);
