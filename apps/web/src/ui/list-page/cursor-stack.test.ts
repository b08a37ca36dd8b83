import { describe, expect, it } from 'vitest';
import { currentCursor, FIRST_PAGE, hasPreviousPage, pageNumber, toNextPage, toPreviousPage } from './cursor-stack';

describe('cursor stack', () => {
  it('starts on page 1 without a cursor', () => {
    expect(currentCursor(FIRST_PAGE)).toBeNull();
    expect(pageNumber(FIRST_PAGE)).toBe(1);
    expect(hasPreviousPage(FIRST_PAGE)).toBe(false);
  });

  it('goes forward with each next cursor and back to the cursors used before', () => {
    const third = toNextPage(toNextPage(FIRST_PAGE, 'a'), 'b');
    expect(currentCursor(third)).toBe('b');
    expect(pageNumber(third)).toBe(3);
    const second = toPreviousPage(third);
    expect(currentCursor(second)).toBe('a');
    expect(pageNumber(second)).toBe(2);
    expect(currentCursor(toPreviousPage(second))).toBeNull();
  });

  it('does not go back past page 1', () => {
    expect(toPreviousPage(FIRST_PAGE)).toBe(FIRST_PAGE);
  });
});
