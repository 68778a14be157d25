import type { BlockView } from './build-block-view.js'
import type { CartProductCard } from './cart-product-cards.js'
import type { CourseView } from './build-course-view.js'
import type { GalleryView } from './build-gallery-view.js'
import type { InstallmentView } from './build-installment-view.js'
import type { ItemContext } from './build-item-context.js'
import type { RestockBoxView } from './build-restock-view.js'
import type { NavLinkView } from './build-navigation.js'
import type { ProductFormView } from './product-forms.js'
import type { ProductMerchandisingViews } from './product-merchandising.js'
import type { SeoView } from './build-seo.js'
import type { LocalizedStrings } from './localized-strings.js'

export interface WebsiteContext {
  id: string
  siteTitle: string
  siteDescription: string
  baseUrl: string
  timeZone: string
  language: string
  useCLDRMoneyFormat: boolean
  logoImageUrl?: string
  socialAccounts: { service: string; url: string; username: string }[]
  captchaSettings: { siteKey: string }
}

export interface WebsiteSettingsContext {
  storeSettings: {
    multipleQuantityAllowedForServices: boolean
    currency: string
    restockNotificationsEnabled: boolean
    /** The add button goes straight to checkout (`data-express-checkout`). */
    expressCheckout: boolean
  }
  commentsEnabled: boolean
  simpleLikingEnabled: boolean
  disqusShortname: string
}

export interface CollectionContext {
  id: string
  title: string
  navigationTitle: string
  urlId: string
  fullUrl: string
  typeName: string
  type: number
  description: string
  itemCount: number
}

export interface MerchandisingContext extends ProductMerchandisingViews {
  restockNotificationViews: string[]
  restockNotificationMessages: Record<string, string>
  mailingListSignUpEnabled: boolean
  mailingListOptInByDefault: boolean
}

export interface SearchResultView {
  url: string
  title: string
  kindLabel: string
  snippet: string
  thumbnail?: unknown
}

/** What the cart-page island reads from its root (`data-minimum-subtotal-cents`, `data-product-forms`). */
export interface CartPageView {
  /** Minor units of the store currency; 0 means no minimum. */
  minimumSubtotalCents: number
  /** The minimum in the site's money format ('' when there is none). */
  minimumSubtotalText: string
  /** Each product's extra-information form, by item id. */
  productForms: Record<string, ProductFormView>
  /** Each product's page and picture, by item id (`data-product-cards`). */
  productCards: Record<string, CartProductCard>
  /** 'Continue shopping' leads here. */
  shopUrl: string
}

/** Atelier's own part of the context: what the theme needs beyond the Squarespace-shaped fields. */
export interface AtelierView {
  pageType: number
  template: string
  /**
   * Who may open the page being rendered (`@atelier/forms` `PagePermissionType`: 1 public,
   * 2 password-protected, 3 member-only); forms send it with their answers.
   */
  pagePermissionTypeValue?: number
  seo: SeoView
  year: number
  /** `siteStyles`: the owner's fonts and colours, CSS for the layout's `<style>` in the head. */
  theme: { stylesheetUrl: string; siteStyles?: string }
  scripts: string[]
  cart: { showPill: boolean }
  /** Customer accounts (store setting): the header's account link shows unless they are off. */
  accounts: { enabled: boolean }
  footer: { blocks: BlockView[] }
  popup?: { title: string; body: string; version: number; newsletter: boolean; buttonLabel: string }
  showPageTitle?: boolean
  layout?: { blocks: BlockView[] }
  galleryBlock?: { gallery: GalleryView }
  categories?: { name: string; url: string; active: boolean }[]
  allActive?: boolean
  filter?: { label: string; value: string }
  related?: ItemContext[]
  search?: { query: string; summary: string; results: SearchResultView[] }
  lock?: { title: string; action: string; failed: boolean; tooMany: boolean }
  cartPage?: CartPageView
  /** /account/login: where the sign-in island sends the visitor back to ('' for the referrer). */
  accountLogin?: { returnTo: string; signUp: boolean }
  /** /account/signup, /verify, /reset-password, /security: the account-form island's form. */
  accountForm?: {
    form: 'signup' | 'verify' | 'reset' | 'security'
    title: string
    /** Whether the request's session is live ('yes' or 'no'), as the server sees it. */
    signedIn: 'yes' | 'no'
  }
  /** Member areas: protected content (105), access denied (106), membership confirmed (208). */
  memberPage?: MemberPageView
  /** Product pages of physical products: the installment pill's data (SPEC §3, §9). */
  installment?: InstallmentView
  /** Product pages: the product form adds and goes straight to checkout. */
  expressCheckout?: boolean
  /** Product pages: the owner's text for a sold-out variant (`data-sold-out-text`). */
  soldOutText?: string
  restock?: RestockBoxView
  /** Courses and lessons (issue 21): the lessons in order, progress, mark complete. */
  course?: CourseView
  /** Gift card pages: the form offers an optional recipient email and delivery date. */
  giftCard?: boolean
}

/** The page context: what a template renders and what `?format=json` returns. */
export interface PageContext {
  website: WebsiteContext
  websiteSettings: WebsiteSettingsContext
  navigation: { main: NavLinkView[]; secondary: NavLinkView[] }
  localizedStrings: LocalizedStrings
  collection?: CollectionContext
  item?: ItemContext
  items?: ItemContext[]
  pagination?: {
    pageSize: number
    page: number
    prevPageUrl?: string
    nextPageUrl?: string
    prevItem?: { title: string; fullUrl: string }
    nextItem?: { title: string; fullUrl: string }
  }
  productMerchandisingContext?: Record<string, MerchandisingContext>
  atelier: AtelierView
}

/** What `pages/member-area.html` draws; built by `members/member-pages.ts`. */
export interface MemberPageView {
  areaId: string
  title: string
  intro: string
  description: string
  priceText: string
  /** Where the join form posts; '' when the page offers no join (membership confirmed). */
  joinAction: string
  joinLabel: string
  returnTo: string
  /** A visitor who is not signed in gives an email and a password to join. */
  askAccount: boolean
  email: string
  error: string
  signUpPrompt: string
  emailLabel: string
  passwordLabel: string
  signInPrompt: string
  signInLabel: string
  signInUrl: string
  contentUrl: string
  contentLabel: string
  /** The video paywall: each video block the page holds, shown as a locked title, never played. */
  videos: { title: string }[]
  videoPaywallText: string
}
