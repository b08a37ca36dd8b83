/** Every review query key starts here; the list page keeps its pages and counts under lists(). */
export const reviewKeys = {
  all: ['reviews'] as const,
  lists: () => [...reviewKeys.all, 'list'] as const,
};
