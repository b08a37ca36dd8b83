import { ADMIN_CLIENT_CALLS } from './admin-clients-calls.js';
import { AD_ORDER_CALLS, AD_SETTING, AD_SLOT } from './ad-calls.js';
import { ACCOUNT_PROFILE_CALLS, PHONE_PUSH_CALLS } from './account-calls.js';
import { APPOINTMENT_CALLS } from './appointment-calls.js';
import { ADMIN_CALLS, AUTH_CALLS, SIGNUP_CALLS, STORE_CALLS } from './calls.js';
import { STORE_CONFIG, STORE_SETTING_CALLS } from './store-calls.js';
import { NOTIFICATION_SETTING } from './notification-calls.js';
import { CATALOG_CALLS } from './catalog-calls.js';
import { CUSTOMER_CALLS } from './customer-calls.js';
import { CHAT_CALLS, SUPPORT_CHAT_CALLS } from './chat-calls.js';
import { ABANDONED_CART_CALLS, ABANDONED_QUOTE_CALLS } from './abandoned-cart-calls.js';
import type { Endpoint } from './endpoint.js';
import { COUPON_CALLS } from './coupon-calls.js';
import { TAX_CLASS, TAX_SETTING } from './tax-calls.js';
import { DOMAIN_CALLS } from './domain-calls.js';
import { APP_STORE_CALLS } from './app-store-calls.js';
import { BRANCH_CALLS } from './branch-calls.js';
import { VENDOR_ACCOUNT_CALLS, VENDOR_CALLS, VENDOR_DOCUMENT_CALLS } from './vendor-calls.js';
import { PAYOUT_CALLS, SETTLEMENT_LINE_CALLS, STATEMENT_CALLS } from './settlement-calls.js';
import { BILLING_CALLS } from './billing-calls.js';
import { PROMOTION_CALLS } from './promotions-calls.js';
import { PAYMENT_GATEWAY_CALLS } from './payment-gateway-calls.js';
import { NEWSLETTER_CALLS } from './newsletter-calls.js';
import { GIFT_CARD_ADMIN_CALLS, GIFT_CARD_CALLS, GIFT_CARD_SETTING } from './gift-card-calls.js';
import { ORDER_CALLS } from './order-calls.js';
import { BULK_UPLOAD_CALLS, MEDIA_CALLS, PRODUCT_CALLS } from './product-calls.js';
import { REVIEW_CALLS } from './review-calls.js';
import { MEDIA_GALLERY_CALLS } from './media-calls.js';
import { DONATION_CALLS, ENQUIRY_CALLS, QUOTE_CALLS } from './request-calls.js';
import { SAVED_VIEW_CALLS } from './saved-view-calls.js';
import { ADMIN_ANNOUNCEMENT_CALLS, ADMIN_NOTIFICATION_CALLS, ADMIN_PANEL_CALLS, PANEL_CALLS } from './notice-calls.js';
import { PUSH_CALLS } from './push-calls.js';
import { SIMPLE_PRODUCT_EXTRAS } from './product-extra-calls.js';
import { PRODUCT_TAG_CALLS } from './product-tag-calls.js';
import { PRODUCT_TAXONOMY_CALLS } from './product-taxonomy-calls.js';
import { PRODUCT_ATTACHMENT_CALLS } from './product-attachment-calls.js';
import { FEEDBACK_CALLS } from './feedback-calls.js';
import { ADMIN_FEEDBACK_CALLS } from './admin-feedbacks-calls.js';
import { DEALER_CALLS } from './dealers-calls.js';
import { PLATFORM_ENQUIRY_CALLS, PLATFORM_SUBSCRIBER_CALLS } from './subscribers-calls.js';
import { SHOP_FEEDBACK_CALLS } from './shop-feedback-calls.js';
import { STORE_PAGE, WEBSITE_SETTINGS, WEBSITE_STATE_CALLS } from './website-calls.js';
import { LAYOUT_CALLS } from './layout-calls.js';
import { DELIVERY_METHOD, SHIPPING_CALLS, SHIPPING_METHOD } from './shipping-calls.js';
import { BLOG_POST } from './blog-calls.js';
import { BLOG_CATEGORY, BLOG_COMMENT_CALLS, BLOG_COMMENT_SETTING } from './advanced-blog-calls.js';
import { CURRENCY_TYPES } from './currency-type-calls.js';
import { DASHBOARD_CALLS, DASHBOARD_FUNNEL_CALLS } from './dashboard-calls.js';
import { REPORT_CALLS } from './reports-calls.js';
import { REPORTS_CUSTOMERS_CALLS } from './reports-customers-calls.js';
import { SIZING_ASSISTANT } from './sizing-assistant-calls.js';
import { RECIPE } from './recipe-calls.js';
import { WEB_STORY } from './web-story-calls.js';
import { ARTICLE, ARTICLE_CALLS } from './article-calls.js';
import { APPOINTMENT_CATEGORY } from './appointment-category-calls.js';
import { COLLECTION } from './collection-calls.js';
import { FINDER } from './shop-assistant-calls.js';
import { CATALOG_PAGE_CALLS } from './catalog-page-calls.js';
import { STAFF_CALLS, STAFF_INVITE_CALLS } from './staff-calls.js';
import { VENDOR_WALLET_CALLS, WALLET_CALLS } from './wallet-calls.js';
import { OWN_DASHBOARD_CALLS } from './vendor-dashboard-calls.js';
import { VENDOR_SUBSCRIPTION_CALLS } from './vendor-subscription-calls.js';
import { ADMIN_PACKAGE_CALLS, PLAN_CATALOGUE_CALLS } from './admin-packages-calls.js';
import { ADMIN_FEATURE_CALLS } from './admin-features-calls.js';
import { ADMIN_CURRENCY_CALLS } from './admin-currencies-calls.js';
import { STORE_THEME_CALLS, THEME_CALLS } from './themes-calls.js';
import { ADMIN_DASHBOARD_CALLS } from './admin-dashboard-calls.js';
import { ADMIN_PAYMENT_CALLS } from './admin-payment-calls.js';
import { CONTROL_PANEL_CALLS } from './control-panel-calls.js';

/** Every call of the API, for the checks that must cover them all (the access table test). */
export const ALL_CALLS: readonly Endpoint[] = [
  AUTH_CALLS,
  SIGNUP_CALLS,
  STORE_CALLS,
  ACCOUNT_PROFILE_CALLS,
  PHONE_PUSH_CALLS,
  STORE_SETTING_CALLS,
  STORE_CONFIG.calls,
  NOTIFICATION_SETTING.calls,
  ADMIN_CALLS,
  PRODUCT_CALLS,
  MEDIA_CALLS,
  BULK_UPLOAD_CALLS,
  CATALOG_CALLS,
  REVIEW_CALLS,
  MEDIA_GALLERY_CALLS,
  SAVED_VIEW_CALLS,
  GIFT_CARD_CALLS,
  COUPON_CALLS,
  TAX_CLASS.calls,
  TAX_SETTING.calls,
  DOMAIN_CALLS,
  APP_STORE_CALLS,
  BRANCH_CALLS,
  VENDOR_CALLS,
  VENDOR_ACCOUNT_CALLS,
  VENDOR_DOCUMENT_CALLS,
  BILLING_CALLS,
  PROMOTION_CALLS,
  PAYMENT_GATEWAY_CALLS,
  NEWSLETTER_CALLS,
  GIFT_CARD_ADMIN_CALLS,
  GIFT_CARD_SETTING.calls,
  ABANDONED_CART_CALLS,
  ABANDONED_QUOTE_CALLS,
  ORDER_CALLS,
  CUSTOMER_CALLS,
  QUOTE_CALLS,
  ENQUIRY_CALLS,
  DONATION_CALLS,
  APPOINTMENT_CALLS,
  PANEL_CALLS,
  ADMIN_NOTIFICATION_CALLS,
  ADMIN_ANNOUNCEMENT_CALLS,
  ADMIN_PANEL_CALLS,
  FEEDBACK_CALLS,
  ADMIN_FEEDBACK_CALLS,
  DEALER_CALLS,
  PLATFORM_SUBSCRIBER_CALLS,
  PLATFORM_ENQUIRY_CALLS,
  SHOP_FEEDBACK_CALLS,
  CHAT_CALLS,
  SUPPORT_CHAT_CALLS,
  PUSH_CALLS,
  ...SIMPLE_PRODUCT_EXTRAS.map((extra) => extra.calls),
  PRODUCT_TAG_CALLS,
  PRODUCT_TAXONOMY_CALLS,
  PRODUCT_ATTACHMENT_CALLS,
  ...WEBSITE_SETTINGS.map((setting) => setting.calls),
  STORE_PAGE.calls,
  WEBSITE_STATE_CALLS,
  LAYOUT_CALLS,
  DELIVERY_METHOD.calls,
  SHIPPING_METHOD.calls,
  SHIPPING_CALLS,
  BLOG_POST.calls,
  BLOG_CATEGORY.calls,
  BLOG_COMMENT_SETTING.calls,
  BLOG_COMMENT_CALLS,
  RECIPE.calls,
  WEB_STORY.calls,
  ARTICLE.calls,
  ARTICLE_CALLS,
  CURRENCY_TYPES.calls,
  DASHBOARD_CALLS,
  DASHBOARD_FUNNEL_CALLS,
  REPORT_CALLS,
  REPORTS_CUSTOMERS_CALLS,
  SIZING_ASSISTANT.calls,
  APPOINTMENT_CATEGORY.calls,
  COLLECTION.calls,
  STAFF_CALLS,
  STAFF_INVITE_CALLS,
  FINDER.calls,
  CATALOG_PAGE_CALLS,
  AD_SLOT.calls,
  AD_SETTING.calls,
  AD_ORDER_CALLS,
  WALLET_CALLS,
  VENDOR_WALLET_CALLS,
  OWN_DASHBOARD_CALLS,
  VENDOR_SUBSCRIPTION_CALLS,
  STATEMENT_CALLS,
  SETTLEMENT_LINE_CALLS,
  PAYOUT_CALLS,
  ADMIN_PACKAGE_CALLS,
  PLAN_CATALOGUE_CALLS,
  ADMIN_FEATURE_CALLS,
  ADMIN_CURRENCY_CALLS,
  THEME_CALLS,
  STORE_THEME_CALLS,
  ADMIN_CLIENT_CALLS,
  ADMIN_DASHBOARD_CALLS,
  ADMIN_PAYMENT_CALLS,
  CONTROL_PANEL_CALLS,
].flatMap((group) => Object.values(group) as Endpoint[]);
