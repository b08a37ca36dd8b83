/** A day as the lists show it: "Nov 24, 2026". */
export const dayOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/** A moment as the lists show it: "Nov 24, 2026, 9:30 AM". */
export const momentOf = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
