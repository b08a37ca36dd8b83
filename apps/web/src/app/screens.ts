import type { ComponentType } from 'react';

type ScreenModule = () => Promise<{ default: ComponentType }>;

/**
 * The screen of every route the table marks 'ready', by route name; each is its own chunk.
 * Routes marked 'coming_soon' show the ComingSoon panel instead (a unit test keeps both lists in step).
 * The sign-in pages are not here: the light sign-in document draws them (signin/pages.tsx).
 */
export const SCREENS: Record<string, ScreenModule> = {
  signup: () => import('../features/auth/SignUpPage'),
  forgot_password: () => import('../features/auth/ForgotPasswordPage'),
  reset_password: () => import('../features/auth/ResetPasswordPage'),
  not_found: () => import('../features/errors/NotFoundPage'),
  admin_chat: () => import('../features/chat/AdminChatPage'),
  products: () => import('../features/products/ProductListPage'),
  products_new: () => import('../features/products/ProductFormPage'),
  products_edit: () => import('../features/products/ProductFormPage'),
  products_bulk_upload: () => import('../features/products/BulkUploadPage'),
  product_archive: () => import('../features/products/ArchivePage'),
  catalogs: () => import('../features/catalogs/CatalogsPage'),
  product_reviews: () => import('../features/reviews/ReviewsPage'),
  extras_footnote: () => import('../features/product-extras/FootnotesPage'),
  announcement_bar: () => import('../features/website/AnnouncementBarPage'),
  store_settings: () => import('../features/store/StoreSettingsPage'),
  logo_management: () => import('../features/store/LogoPage'),
  store_config: () => import('../features/store/StoreConfigPage'),
  chat_configuration: () => import('../features/website/ChatButtonPage'),
  policies: () => import('../features/website/PoliciesPage'),
  pages: () => import('../features/website/PagesPage'),
  seo_store: () => import('../features/website/SeoPage'),
  footer_content: () => import('../features/website/FooterContentPage'),
  footer_seo_links: () => import('../features/website/FooterSeoLinksPage'),
  search_keywords: () => import('../features/website/SearchKeywordsPage'),
  menus: () => import('../features/website/MenusPage'),
  layout_home: () => import('../features/website/HomeLayoutPage'),
  site_gallery: () => import('../features/website/SiteGalleryPage'),
  store_popup: () => import('../features/website/StorePopupPage'),
  extras_faq: () => import('../features/product-extras/FaqPage'),
  extras_image_tags: () => import('../features/product-extras/ImageTagsPage'),
  extras_highlights: () => import('../features/product-extras/HighlightsPage'),
  extras_amenities: () => import('../features/product-extras/AmenitiesPage'),
  extras_variant_colors: () => import('../features/product-extras/VariantColorsPage'),
  extras_size_chart: () => import('../features/product-extras/SizeChartsPage'),
  extras_measurement_sets: () => import('../features/product-extras/MeasurementSetsPage'),
  extras_product_tags: () => import('../features/product-extras/ProductTagsPage'),
  extras_image_gallery: () => import('../features/product-extras/ImageGalleryPage'),
  extras_addon_products: () => import('../features/product-extras/AddonProductsPage'),
  extras_addons: () => import('../features/product-extras/AddonsPage'),
  extras_product_taxonomy: () => import('../features/product-extras/ProductTaxonomyPage'),
  gift_coupon_orders: () => import('../features/gift-cards/GiftCouponOrdersPage'),
  coupon_codes: () => import('../features/coupons/CouponsPage'),
  newsletter: () => import('../features/newsletter/NewsletterPage'),
  giftcards: () => import('../features/gift-cards/GiftCardsPage'),
  giftcard_settings: () => import('../features/gift-cards/GiftCardSettingsPage'),
  customers_signup: () => import('../features/customers/CustomerListPage'),
  customers_guest: () => import('../features/customers/CustomerListPage'),
  customer_detail: () => import('../features/customers/CustomerPage'),
  quick_orders: () => import('../features/orders/QuickOrdersPage'),
  abandoned_cart_customer: () => import('../features/carts/AbandonedCartsPage'),
  abandoned_cart_guest: () => import('../features/carts/AbandonedCartsPage'),
  abandoned_quotes_customer: () => import('../features/carts/AbandonedCartsPage'),
  abandoned_quotes_guest: () => import('../features/carts/AbandonedCartsPage'),
  getting_started: () => import('../features/getting-started/GettingStartedPage'),
  vendor_billing: () => import('../features/vendors/VendorBillingPage'),
  orders_live: () => import('../features/orders/OrderListPage'),
  orders_inactive: () => import('../features/orders/OrderListPage'),
  orders_delivered: () => import('../features/orders/OrderListPage'),
  orders_cancelled: () => import('../features/orders/OrderListPage'),
  orders_detail: () => import('../features/orders/OrderPage'),
  quotes_live: () => import('../features/quotes/QuoteListPage'),
  quotes_confirmed: () => import('../features/quotes/QuoteListPage'),
  quotes_cancelled: () => import('../features/quotes/QuoteListPage'),
  quotes_view: () => import('../features/quotes/QuotePage'),
  enquiries: () => import('../features/enquiries/EnquiriesPage'),
  feedback: () => import('../features/shop-feedback/ShopFeedbackPage'),
  donations: () => import('../features/donations/DonationsPage'),
  appointments: () => import('../features/appointments/AppointmentsPage'),
  admin_notifications: () => import('../features/notifications/AdminNotificationsPage'),
  admin_notifications_new: () => import('../features/notifications/AdminNotificationFormPage'),
  admin_announcements: () => import('../features/announcements/AdminAnnouncementsPage'),
  admin_announcements_new: () => import('../features/announcements/AdminAnnouncementFormPage'),
  admin_feedbacks: () => import('../features/feedback/AdminFeedbacksPage'),
  ...sectionHubs(['product_sections', 'website', 'settings', 'features', 'account', 'help_center', 'vendor_account']),
  ...sectionHubs(['orders', 'product_extras']),
};

/** The section routes with a `hub` in the route table share one screen. */
function sectionHubs(names: readonly string[]): Record<string, ScreenModule> {
  const hub: ScreenModule = () => import('../features/hubs/SectionHubPage');
  return Object.fromEntries(names.map((name) => [name, hub]));
}

export const comingSoonScreen: ScreenModule = () => import('../ui/ComingSoon');
