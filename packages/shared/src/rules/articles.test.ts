import { describe, expect, it } from 'vitest';
import { readingMinutes, sameTopic, tidyTopic, wordCount } from './articles.js';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('wordCount', () => {
  it('counts the words a reader reads, not tags, entities or lone punctuation', () => {
    expect(wordCount('<h2>Washing</h2><p>Wash&nbsp;cool &amp; dry — <strong>never</strong> wring.</p>')).toBe(6);
  });
  it('keeps words apart that only tags separate', () => {
    expect(wordCount('<p>one</p><p>two</p><ul><li>three</li></ul>')).toBe(3);
  });
  it('counts nothing in an empty or tag-only body', () => {
    expect(wordCount('')).toBe(0);
    expect(wordCount('<p><br></p>')).toBe(0);
  });
});

describe('readingMinutes', () => {
  it('is 0 for no words and 1 for a few', () => {
    expect(readingMinutes('<p></p>')).toBe(0);
    expect(readingMinutes('<p>Short and sweet.</p>')).toBe(1);
  });
  it('reads 200 words a minute, rounding up', () => {
    expect(readingMinutes(`<p>${words(200)}</p>`)).toBe(1);
    expect(readingMinutes(`<p>${words(201)}</p>`)).toBe(2);
    expect(readingMinutes(`<p>${words(1000)}</p>`)).toBe(5);
  });
});

describe('topics', () => {
  it('are tidied and compared whatever their case and spacing', () => {
    expect(tidyTopic('  Care   guides ')).toBe('Care guides');
    expect(sameTopic('care Guides', 'Care  guides')).toBe(true);
    expect(sameTopic('Care guides', 'Buying guides')).toBe(false);
  });
});
