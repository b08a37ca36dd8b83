import { describe, expect, it } from 'vitest';
import { arrivingCommentStatus, commentCounts, distinctIds, tidyCommentBody } from './advanced-blogs.js';

describe('arrivingCommentStatus', () => {
  it('holds a new comment while the store holds them all, else shows it at once', () => {
    expect(arrivingCommentStatus(true)).toBe('pending');
    expect(arrivingCommentStatus(false)).toBe('approved');
  });
});

describe('distinctIds', () => {
  it('keeps the first of each, in the order picked, whatever the case', () => {
    const a = '0b5c1f3e-1111-4a2b-8c3d-000000000001';
    const b = '0b5c1f3e-1111-4a2b-8c3d-000000000002';
    expect(distinctIds([b, a, b.toUpperCase(), a])).toEqual([b, a]);
  });
});

describe('tidyCommentBody', () => {
  it('trims the ends and lines and keeps at most one blank line between paragraphs', () => {
    expect(tidyCommentBody('  Lovely post!  \r\n\r\n\r\n\r\nThanks \t\n')).toBe('Lovely post!\n\nThanks');
  });
  it('leaves markup as the words it is (the shop escapes it)', () => {
    expect(tidyCommentBody('<b>hi</b>')).toBe('<b>hi</b>');
  });
});

describe('commentCounts', () => {
  it('gives every status, zero when none', () => {
    expect(commentCounts([{ status: 'spam', count: 2 }])).toEqual({ pending: 0, approved: 0, spam: 2 });
  });
});
