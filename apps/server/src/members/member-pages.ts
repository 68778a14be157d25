import { fillTemplate, isCurrencyCode } from '@atelier/commerce'
import { PageType, type Website } from '@atelier/schema'
import { siteMoneyText } from '../money/product-money.js'
import type { PageBody } from '../render/context/page-body.js'
import type { MemberPageView } from '../render/context/page-context.js'
import type { MemberArea } from './member-area.js'
import { memberStrings as strings } from './member-strings.js'

/** The site's sign-in page (site-users/account-pages.ts), which sends the visitor back here. */
const accountLoginPath = '/account/login'

export const joinPath = (area: Pick<MemberArea, 'id'>) =>
  `/account/member-areas/${encodeURIComponent(area.id)}/join`
export const confirmedPath = (area: Pick<MemberArea, 'id'>) =>
  `/account/member-areas/${encodeURIComponent(area.id)}/confirmed`

/** The area's plan as a visitor reads it: "Free", "$12.00 per month", "$40.00 one-time fee". */
export function priceTextOf(
  area: MemberArea,
  website: Pick<Website, 'locale' | 'settings'>,
): string {
  if (area.pricing === 'free' || !isCurrencyCode(area.currency)) return strings.joinFree
  const price = siteMoneyText(website)(area.priceCents, area.currency)
  const template =
    area.pricing === 'one-time'
      ? strings.oneTime
      : area.billingUnit === 'YEAR'
        ? strings.perYear
        : strings.perMonth
  return fillTemplate(template, { price })
}

function view(area: MemberArea, over: Partial<MemberPageView>): MemberPageView {
  return {
    areaId: area.id,
    title: '',
    intro: '',
    description: area.description,
    priceText: '',
    joinAction: joinPath(area),
    joinLabel: strings.join,
    returnTo: '',
    askAccount: false,
    email: '',
    error: '',
    signUpPrompt: strings.signUpPrompt,
    emailLabel: strings.email,
    passwordLabel: strings.password,
    signInPrompt: strings.signInPrompt,
    signInLabel: strings.signIn,
    signInUrl: '',
    contentUrl: '',
    contentLabel: '',
    videos: [],
    videoPaywallText: strings.videoPaywall,
    ...over,
  }
}

/**
 * SPEC §2 protected content (105): a visitor who is not signed in opens member content and sees
 * the area's description, its price and Join (with an email and password to make the account).
 */
export function protectedBody(
  area: MemberArea,
  website: Pick<Website, 'locale' | 'settings'>,
  returnTo: string,
  problem: { error: string; email: string } = { error: '', email: '' },
  status = 200,
  videos: { title: string }[] = [],
): PageBody {
  return {
    status,
    pageType: PageType['protected-content'],
    template: 'member-area',
    seo: { pageTitle: strings.protectedTitle, text: '', noIndex: true },
    parts: {},
    atelier: {
      memberPage: view(area, {
        title: strings.protectedTitle,
        intro: fillTemplate(strings.protectedIntro, { area: area.name }),
        priceText: priceTextOf(area, website),
        returnTo,
        askAccount: true,
        signInUrl: `${accountLoginPath}?returnTo=${encodeURIComponent(returnTo)}`,
        videos,
        ...problem,
      }),
    },
  }
}

/**
 * SPEC §2 member area access denied (106): a signed-in customer who is not a member of this area;
 * they may still join it.
 */
export function deniedBody(
  area: MemberArea,
  website: Pick<Website, 'locale' | 'settings'>,
  returnTo: string,
  error = '',
  videos: { title: string }[] = [],
): PageBody {
  return {
    status: 403,
    pageType: PageType['member-area-access-denied'],
    template: 'member-area',
    seo: { pageTitle: strings.deniedTitle, text: '', noIndex: true },
    parts: {},
    atelier: {
      memberPage: view(area, {
        title: strings.deniedTitle,
        intro: fillTemplate(strings.deniedIntro, { area: area.name }),
        priceText: priceTextOf(area, website),
        returnTo,
        error,
        videos,
      }),
    },
  }
}

/** SPEC §2 membership confirmed (208), with the way into the area's content. */
export function confirmedBody(
  area: MemberArea,
  content: { title: string; path: string } | undefined,
): PageBody {
  return {
    status: 200,
    pageType: PageType['membership-confirmed'],
    template: 'member-area',
    seo: { pageTitle: strings.confirmedTitle, text: '', noIndex: true },
    parts: {},
    atelier: {
      memberPage: view(area, {
        title: strings.confirmedTitle,
        intro: fillTemplate(strings.confirmedIntro, { area: area.name }),
        description: '',
        joinAction: '',
        contentUrl: content?.path ?? '',
        contentLabel:
          content === undefined ? '' : fillTemplate(strings.openContent, { page: content.title }),
      }),
    },
  }
}

/**
 * The video paywall (SPEC §6): the video blocks of a member page, by title only, for a visitor
 * who may not open it; the address of the video never reaches them.
 */
export function paywalledVideos(collection: {
  layout?: { blocks: readonly { type: string; value: unknown }[] } | undefined
}): { title: string }[] {
  return (collection.layout?.blocks ?? [])
    .filter((block) => block.type === 'video')
    .map((block) => {
      const caption = (block.value as { caption?: unknown }).caption
      return { title: typeof caption === 'string' && caption !== '' ? caption : strings.videoTitle }
    })
}
