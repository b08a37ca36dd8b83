/** Every enquiry query key starts here; a save or reply refreshes the list and that enquiry. */
export const enquiryKeys = {
  all: ['enquiries'] as const,
  lists: () => [...enquiryKeys.all, 'list'] as const,
  detail: (id: string) => [...enquiryKeys.all, 'detail', id] as const,
};
