export {
  BLOCK_VALUE_SCHEMAS,
  SUPPORTED_BLOCK_TYPES,
  isSupportedBlockType,
} from './blocks/block-value-schemas.js'
export type { SupportedBlockType, BlockValueOf } from './blocks/block-value-schemas.js'
export { blockPositionSchema, blockSchema } from './blocks/block.js'
export type { BlockPosition, SupportedBlock, OtherBlock, Block } from './blocks/block.js'
export { CHART_VARIANTS, chartBlockValueSchema } from './blocks/chart-block.js'
export type { ChartBlockValue } from './blocks/chart-block.js'
export { DONATION_SUGGESTIONS_MAX, donationBlockValueSchema } from './blocks/donation-block.js'
export type { DonationBlockValue } from './blocks/donation-block.js'
export {
  buttonBlockValueSchema,
  spacerBlockValueSchema,
  horizontalRuleBlockValueSchema,
  accordionBlockValueSchema,
  menuBlockValueSchema,
  socialLinksBlockValueSchema,
  searchBlockValueSchema,
} from './blocks/layout-blocks.js'
export type {
  ButtonBlockValue,
  SpacerBlockValue,
  HorizontalRuleBlockValue,
  AccordionBlockValue,
  MenuBlockValue,
  SocialLinksBlockValue,
  SearchBlockValue,
} from './blocks/layout-blocks.js'
export {
  IMAGE_BLOCK_VARIANTS,
  imageBlockValueSchema,
  galleryBlockValueSchema,
  videoBlockValueSchema,
  audioBlockValueSchema,
  embedBlockValueSchema,
  locationSchema,
  mapBlockValueSchema,
} from './blocks/media-blocks.js'
export type {
  ImageBlockValue,
  GalleryBlockValue,
  VideoBlockValue,
  AudioBlockValue,
  EmbedBlockValue,
  Location,
  MapBlockValue,
} from './blocks/media-blocks.js'
export {
  formBlockValueSchema,
  newsletterBlockValueSchema,
  productBlockValueSchema,
  SUMMARY_VARIANTS,
  summaryBlockValueSchema,
} from './blocks/site-blocks.js'
export type {
  FormBlockValue,
  NewsletterBlockValue,
  ProductBlockValue,
  SummaryBlockValue,
} from './blocks/site-blocks.js'
export {
  htmlBlockValueSchema,
  markdownBlockValueSchema,
  quoteBlockValueSchema,
  codeBlockValueSchema,
} from './blocks/text-blocks.js'
export type {
  HtmlBlockValue,
  MarkdownBlockValue,
  QuoteBlockValue,
  CodeBlockValue,
} from './blocks/text-blocks.js'
export { nameOfCode, enumNames, enumCodes } from './core/enumeration.js'
export type { Enumeration, EnumName, EnumCode } from './core/enumeration.js'
export { Limits, DEFAULT_TIME_ZONE, DEFAULT_LOCALE, DEFAULT_CURRENCY } from './core/limits.js'
export {
  instantOfWallClock,
  timeZoneOrDefault,
  wallClockMs,
  zoneOffsetMs,
} from './time/time-zone.js'
export { toSchemaIssues, parseWith } from './core/parse-result.js'
export type { SchemaIssue, ParseResult } from './core/parse-result.js'
export {
  idSchema,
  urlIdSchema,
  linkSchema,
  webAddressSchema,
  centsSchema,
  isoDateTimeSchema,
  epochMsSchema,
  emailAddressSchema,
} from './core/primitives.js'
export { normaliseEmail } from './core/normalise-email.js'
export { EMAIL_MAX_LENGTH, invalidEmailMessage, isValidEmail } from './core/email-address.js'
export { migrate, stampVersionOne, versioned } from './core/versioned.js'
export type { Migration, Migrations, MigrateResult } from './core/versioned.js'
export { BackgroundSource } from './enumerations/background-sources.js'
export type {
  BackgroundSourceName,
  BackgroundSourceCode,
} from './enumerations/background-sources.js'
export { BlockType } from './enumerations/block-types.js'
export type { BlockTypeName, BlockTypeCode } from './enumerations/block-types.js'
export { BlockVariant } from './enumerations/block-variants.js'
export type { BlockVariantName, BlockVariantCode } from './enumerations/block-variants.js'
export { CollectionType } from './enumerations/collection-types.js'
export type { CollectionTypeName, CollectionTypeCode } from './enumerations/collection-types.js'
export { ContributorRole } from './enumerations/contributor-roles.js'
export type { ContributorRoleName, ContributorRoleCode } from './enumerations/contributor-roles.js'
export {
  SUPPORTED_CURRENCIES,
  isSupportedCurrency,
  currencyFractionDigits,
  KR_AFTER_AMOUNT,
  CURRENCY_SYMBOLS,
  withCurrencySymbol,
} from './enumerations/currencies.js'
export type { CurrencyCode } from './enumerations/currencies.js'
export { FolderBehaviour, isFolderClickable } from './enumerations/folder-behaviours.js'
export type { FolderBehaviourName, FolderBehaviourCode } from './enumerations/folder-behaviours.js'
export { PageType } from './enumerations/page-types.js'
export type { PageTypeName, PageTypeCode } from './enumerations/page-types.js'
export { ProductType } from './enumerations/product-types.js'
export type { ProductTypeName, ProductTypeCode } from './enumerations/product-types.js'
export { RecordType } from './enumerations/record-types.js'
export type { RecordTypeName, RecordTypeCode } from './enumerations/record-types.js'
export { SectionType } from './enumerations/section-types.js'
export type { SectionTypeName, SectionTypeCode } from './enumerations/section-types.js'
export { SliceType, EDITOR_ONLY_SLICE_NAMES } from './enumerations/slice-types.js'
export type { SliceTypeName, SliceTypeCode } from './enumerations/slice-types.js'
export { TrackingEventKind } from './enumerations/tracking-event-kinds.js'
export type {
  TrackingEventKindName,
  TrackingEventKindCode,
} from './enumerations/tracking-event-kinds.js'
export { WebsiteSubscriptionStatus } from './enumerations/website-subscription-statuses.js'
export type {
  WebsiteSubscriptionStatusName,
  WebsiteSubscriptionStatusCode,
} from './enumerations/website-subscription-statuses.js'
export {
  COLLECTION_VERSION,
  collectionMigrations,
  COLLECTION_KINDS,
  DEFAULT_COLLECTION_TYPE,
  collectionSchema,
} from './records/collection.js'
export type { CollectionKind, Collection, CollectionInput } from './records/collection.js'
export {
  CONTENT_STATUSES,
  contentStatusSchema,
  CONTENT_STATUS_LABELS,
  isPubliclyVisible,
} from './records/content-status.js'
export type { ContentStatus } from './records/content-status.js'
export { FORM_FIELD_TYPES, formFieldSchema } from './records/form-field.js'
export type {
  FormFieldType,
  FormField,
  FormFieldInput,
  FormFieldOfType,
} from './records/form-field.js'
export { FORM_VERSION, formMigrations, formSchema } from './records/form.js'
export type { Form, FormInput } from './records/form.js'
export {
  GALLERY_DESIGNS,
  GALLERY_ASPECT_RATIOS,
  GALLERY_META_POSITIONS,
  GALLERY_ACTIVE_ALIGNMENTS,
  LIGHTBOX_THEMES,
  GALLERY_RANGES,
  gallerySettingsSchema,
  DEFAULT_GALLERY_SETTINGS,
  clampGallerySettings,
} from './records/gallery-settings.js'
export type { GallerySettings, GallerySettingsInput } from './records/gallery-settings.js'
export { focalPointSchema, imageRefSchema, parseOriginalSize } from './records/image-ref.js'
export type { ImageRef, ImageRefInput } from './records/image-ref.js'
export { ITEM_VERSION, itemMigrations, itemSchema } from './records/item.js'
export type { Item, ItemInput } from './records/item.js'
export { LAYOUT_VERSION, layoutMigrations, layoutSchema, emptyLayout } from './records/layout.js'
export type { Layout } from './records/layout.js'
export {
  NAVIGATION_VERSION,
  navigationMigrations,
  collectionLinkSchema,
  externalLinkSchema,
  folderLinkSchema,
  navigationLinkSchema,
  NAVIGATION_SECTIONS,
  navigationSchema,
  linkedCollectionIds,
} from './records/navigation.js'
export type {
  NavigationSection,
  CollectionLink,
  ExternalLink,
  FolderLink,
  NavigationLink,
  Navigation,
} from './records/navigation.js'
export {
  BILLING_PERIOD_UNITS,
  subscriptionPlanSchema,
  productContentSchema,
} from './records/product-content.js'
export type {
  SubscriptionPlan,
  ProductContent,
  ProductContentInput,
} from './records/product-content.js'
export {
  MAX_SOLD_OUT_TEXT_LENGTH,
  productMerchandisingSchema,
} from './records/product-merchandising.js'
export type { ProductMerchandising } from './records/product-merchandising.js'
export {
  textRunSchema,
  linkRunSchema,
  inlineNodeSchema,
  paragraphNodeSchema,
  headingNodeSchema,
  listNodeSchema,
  richTextNodeSchema,
  richTextSchema,
} from './records/rich-text.js'
export type { TextRun, LinkRun, InlineNode, RichTextNode, RichText } from './records/rich-text.js'
export {
  BUNDLE_VERSION,
  domainSchema,
  bundleFileSchema,
  siteBundleSchema,
} from './records/site-bundle.js'
export type { Domain, BundleFile, SiteBundle, SiteBundleInput } from './records/site-bundle.js'
export { siteBundleMigrations, upgradeSiteBundle } from './records/site-bundle-migrations.js'
export { bundleMemberAreaSchema } from './records/site-bundle-member-areas.js'
export type { BundleMemberArea } from './records/site-bundle-member-areas.js'
export {
  bundleCheckoutSchema,
  bundleMailingListSchema,
  bundlePageDraftSchema,
  bundleSiteUserSchema,
  bundleStoreCategorySchema,
  bundleStylesSchema,
  bundleSubscriberSchema,
  bundleTaxonomyNameSchema,
} from './records/site-bundle-parts.js'
export type {
  BundleCheckout,
  BundleMailingList,
  BundlePageDraft,
  BundleSiteUser,
  BundleStoreCategory,
  BundleStyles,
  BundleSubscriber,
  BundleTaxonomyName,
} from './records/site-bundle-parts.js'
export {
  SITE_HEADER_FOOTER_VERSION,
  siteHeaderFooterMigrations,
  siteHeaderSchema,
  siteFooterSchema,
  siteHeaderFooterSchema,
} from './records/site-header-footer.js'
export type { SiteHeader, SiteFooter, SiteHeaderFooter } from './records/site-header-footer.js'
export { MAX_WEIGHT_GRAMS, variantSchema } from './records/variant.js'
export type { Variant, VariantInput } from './records/variant.js'
export {
  WEBSITE_VERSION,
  websiteMigrations,
  currencySchema,
  socialAccountSchema,
  storeSettingsSchema,
  captchaSettingsSchema,
  websiteSettingsSchema,
  popupOverlaySchema,
  websiteSchema,
} from './records/website.js'
export type {
  SocialAccount,
  StoreSettings,
  CaptchaSettings,
  WebsiteSettings,
  PopupOverlay,
  Website,
} from './records/website.js'
export {
  CHECKOUT_SETTINGS_VERSION,
  COUPON_KINDS,
  SHIPPING_RATE_KINDS,
  checkoutSettingsMigrations,
  checkoutSettingsSchema,
  countryCodeSchema,
  couponSchema,
  couponScopeSchema,
  shippingDestinationSchema,
  shippingRateSchema,
  taxRuleSchema,
} from './records/checkout-settings.js'
export type {
  CheckoutSettingsDocument,
  CheckoutSettingsInput,
  CouponScopeSetting,
  CouponSetting,
  ShippingDestinationSetting,
  ShippingRateSetting,
  TaxRuleSetting,
} from './records/checkout-settings.js'
export type {
  ExperimentContext,
  ExperimentType,
  FeatureLookup,
} from './records/experiment-context.js'
export { FONT_CATEGORIES } from './editor-api/editor-api-shapes.js'
export type {
  PageContent,
  PageSection,
  PagesResponse,
  PageSummary,
  SectionId,
} from './editor-api/page-list-shapes.js'
export type {
  FontEntry,
  HeaderFooter,
  ItemDetail,
  ItemSummary,
  Session,
  SiteFile,
  TagType,
  Versioned,
  WebsiteIdentity,
} from './editor-api/site-shapes.js'
export type {
  SetupChecklist,
  SetupChecklistItem,
  StartingSiteChoice,
  StartingSiteChoices,
} from './editor-api/starting-site-shapes.js'
export type {
  FileUse,
  FontCategory,
  NavNode,
  PagePatch,
  SiteStyles,
  Taxonomy,
  TaxonomyEntry,
} from './editor-api/editor-api-shapes.js'
export {
  courseProgress,
  isReorderOf,
  lessonDurationText,
  moveLesson,
  nextLessonToTake,
} from './rules/lesson-rules.js'
export type { CourseProgress } from './rules/lesson-rules.js'
export { LESSON_KINDS, LESSON_MAX_MINUTES, lessonSchema } from './records/lesson.js'
export type { Lesson, LessonInput, LessonKind } from './records/lesson.js'
export {
  planDuration,
  subscriptionWording,
  subscriptionWordingStrings,
} from './rules/subscription-wording.js'
export type {
  BillingPlan,
  BillingUnit,
  SubscriptionDuration,
  SubscriptionWording,
} from './rules/subscription-wording.js'
export type {
  CouponInput,
  CouponKind,
  CouponScope,
  CouponStatus,
  Discount,
  DiscountsResponse,
  StoreCoupon,
} from './editor-api/discount-shapes.js'
export type {
  CreatedStore,
  CreatedStoreCategory,
  NewStore,
  NewStoreCategory,
  SiteLayoutResponse,
} from './editor-api/store-shapes.js'
