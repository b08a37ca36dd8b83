/** The highlights textarea's lines as the package's highlights: trimmed, blank lines dropped, in order. */
export const highlightLines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
