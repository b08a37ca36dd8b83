/** A feature key as the compare table names it: "5_staff" → "5 staff accounts", "seo_editor" → "SEO editor". */
const NAMED: Record<string, string> = {
  seo_editor: 'SEO editor',
  giftcard: 'Gift cards',
  '5_staff': '5 staff accounts',
  store_popup: 'Store pop-up',
  customer_enquiry: 'Customer enquiries',
  google_integration: 'Google integration',
  facebook_integration: 'Facebook integration',
};

export function featureLabel(key: string): string {
  const named = NAMED[key];
  if (named) return named;
  const words = key.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
