/** Every shop feedback query key starts here; a save or reply refreshes the list and that feedback. */
export const shopFeedbackKeys = {
  all: ['shop-feedback'] as const,
  lists: () => [...shopFeedbackKeys.all, 'list'] as const,
  detail: (id: string) => [...shopFeedbackKeys.all, 'detail', id] as const,
};
