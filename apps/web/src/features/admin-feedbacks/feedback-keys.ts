export const feedbackKeys = { lists: () => ['feedbacks', 'admin'] as const };
