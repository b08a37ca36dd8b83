/**
 * Keyset paging can only go forward, so going back needs the cursors already used: entry i is the
 * cursor that fetched page i + 1, and page 1 is fetched without one.
 */
export type CursorStack = readonly (string | null)[];

export const FIRST_PAGE: CursorStack = [null];

export const currentCursor = (stack: CursorStack): string | null => stack[stack.length - 1] ?? null;

export const pageNumber = (stack: CursorStack): number => Math.max(stack.length, 1);

export const hasPreviousPage = (stack: CursorStack): boolean => stack.length > 1;

export const toNextPage = (stack: CursorStack, nextCursor: string): CursorStack => [...stack, nextCursor];

export const toPreviousPage = (stack: CursorStack): CursorStack => (stack.length > 1 ? stack.slice(0, -1) : stack);
