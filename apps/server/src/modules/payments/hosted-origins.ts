/**
 * Where the checkout's form may lead (CSP form-action follows redirects): Stripe Checkout's
 * pages, and Razorpay's payment links (rzp.io short links to razorpay.com pages).
 */
export const HOSTED_PAGE_ORIGINS = ['https://checkout.stripe.com', 'https://rzp.io', 'https://*.razorpay.com'] as const;
