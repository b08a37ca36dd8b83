// Writes the installable console's PNG icons (public/icons) from the favicon's drawing, with sharp.
// The maskable icon keeps the mark inside the middle 80% (the safe zone a launcher may crop to).
// Run again after changing the mark: node apps/web/build/make-icons.mjs
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const mark =
  '<path d="M7 13h18l-2-5H9zm1 2v9h16v-9M13 24v-5h6v5" fill="none" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>';
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#4c6ef5"/>${mark}</svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#4c6ef5"/><g transform="translate(3.2 3.2) scale(0.8)">${mark}</g></svg>`;

mkdirSync(out, { recursive: true });
for (const size of [192, 512]) {
  await sharp(Buffer.from(rounded), { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toFile(join(out, `icon-${size}.png`));
  await sharp(Buffer.from(maskable), { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toFile(join(out, `maskable-${size}.png`));
}
await sharp(Buffer.from(rounded), { density: (72 * 180) / 32 })
  .resize(180, 180)
  .png()
  .toFile(join(out, 'apple-touch-icon.png'));
console.log(`icons written to ${out}`);
