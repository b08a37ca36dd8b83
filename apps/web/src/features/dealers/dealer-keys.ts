export const dealerKeys = {
  lists: () => ['dealers', 'list'] as const,
  detail: (id: string) => ['dealers', 'detail', id] as const,
};
