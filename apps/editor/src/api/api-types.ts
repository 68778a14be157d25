/**
 * The shapes of the editor API (`/api/editor/…`) come from `@atelier/schema`, where the server's
 * services and routes declare their answers with them too: a change there the editor does not
 * follow breaks its typecheck.
 */
export { FONT_CATEGORIES } from '@atelier/schema'
export type {
  CollectionKind,
  CouponInput,
  CouponKind,
  CouponScope,
  CreatedStore,
  CreatedStoreCategory,
  Discount,
  DiscountsResponse,
  FileUse,
  FontCategory,
  FontEntry,
  HeaderFooter,
  ItemDetail,
  ItemSummary,
  NavNode,
  NewStore,
  NewStoreCategory,
  PageContent,
  PagePatch,
  PageSection,
  PagesResponse,
  PageSummary,
  SectionId,
  Session,
  SiteFile,
  SiteLayoutResponse,
  SiteStyles,
  TagType,
  Taxonomy,
  TaxonomyEntry,
  Versioned,
  WebsiteIdentity,
} from '@atelier/schema'
