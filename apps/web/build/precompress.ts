import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|txt)$/;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes `name.br` (brotli 11) and `name.gz` (gzip 9) beside every text file under `dir`, so the
 * server sends them as they are (@fastify/static `preCompressed`) instead of compressing per
 * request. A variant that would not be smaller is not written; the server then sends the file.
 */
export async function precompress(dir: string): Promise<string[]> {
  const files = (await readdir(dir, { recursive: true })).filter((f) => TEXT.test(f)).map((f) => join(dir, f));
  const written: string[] = [];
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      const variants: [string, Buffer][] = [
        [
          '.br',
          await brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        ],
        ['.gz', await gz(body, { level: 9 })],
      ];
      for (const [ext, packed] of variants) {
        if (packed.length >= body.length) continue;
        await writeFile(file + ext, packed);
        written.push(file + ext);
      }
    }),
  );
  return written.sort();
}
