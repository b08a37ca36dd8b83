/** Widths the media store keeps of an uploaded image besides the full-size file. */
export const MEDIA_SIZES = [320, 640, 960, 1280] as const;

/**
 * Where the media store keeps an image's copy of this width: beside the file, with the width
 * before the extension (/media/s/abc.webp → /media/s/abc-640w.webp).
 */
export function sizedImageUrl(url: string, width: number): string {
  return url.replace(/(\.[a-z0-9]+)$/i, `-${width}w$1`);
}

/**
 * A width-based srcset for an image of `width` pixels whose smaller copies are `sizes`:
 * each copy and the original, narrowest first. Null when there is no smaller copy, so the
 * page keeps a plain src.
 */
export function imageSrcset(url: string, width: number | null, sizes: readonly number[]): string | null {
  const smaller = [...new Set(sizes)].filter((w) => width === null || w < width).sort((a, b) => a - b);
  if (smaller.length === 0) return null;
  const candidates = smaller.map((w) => `${sizedImageUrl(url, w)} ${w}w`);
  if (width !== null) candidates.push(`${url} ${width}w`);
  return candidates.join(', ');
}
