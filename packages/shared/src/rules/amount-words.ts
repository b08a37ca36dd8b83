/**
 * An Indian invoice's total in words, by the Indian grouping (thousand, lakh, crore):
 * 1250.50 → "Rupees One Thousand Two Hundred and Fifty and Paise Fifty Only".
 */

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99 in words: 42 → "Forty Two". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] as string;
  const unit = n % 10;
  return unit ? `${TENS[Math.floor(n / 10)]} ${ONES[unit]}` : (TENS[Math.floor(n / 10)] as string);
}

/** Groups from the largest: crore (10^7), lakh (10^5), thousand, hundred; crores may themselves run past 99. */
const GROUPS: [number, string][] = [
  [10_000_000, 'Crore'],
  [100_000, 'Lakh'],
  [1_000, 'Thousand'],
  [100, 'Hundred'],
];

/** A whole number in words by Indian grouping; the last part under a hundred follows "and". */
export function indianNumberWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole number of rupees: ${n}`);
  if (n === 0) return ONES[0] as string;
  const parts: string[] = [];
  let rest = n;
  for (const [size, name] of GROUPS) {
    const count = Math.floor(rest / size);
    if (count > 0) parts.push(`${size === 10_000_000 ? indianNumberWords(count) : belowHundred(count)} ${name}`);
    rest %= size;
  }
  if (rest > 0) parts.push(parts.length ? `and ${belowHundred(rest)}` : belowHundred(rest));
  return parts.join(' ');
}

/** An INR amount in paise, in words as Indian invoices print it. */
export function rupeesInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (rest === 0) return `Rupees ${indianNumberWords(rupees)} Only`;
  if (rupees === 0) return `Paise ${belowHundred(rest)} Only`;
  return `Rupees ${indianNumberWords(rupees)} and Paise ${belowHundred(rest)} Only`;
}
