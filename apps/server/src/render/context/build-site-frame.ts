import { BlockType, type Collection } from '@atelier/schema'
import type { BlockView } from './build-block-view.js'
import { buildNavigation } from './build-navigation.js'
import type { SeoView } from './build-seo.js'
import { localizedStringsFor } from './localized-strings.js'
import type { AtelierView, PageContext } from './page-context.js'
import type { RenderEnv } from './render-env.js'
import { resolveImage } from './resolve-image.js'
import { richTextHtml } from '../../html/rich-text-html.js'

export interface FrameInput {
  env: RenderEnv
  path: string
  pageType: number
  template: string
  seo: SeoView
  home: Collection | undefined
  stylesheetUrl: string
  scripts: readonly string[]
  /** False leaves out the owner's popup overlay (see `AssembleOptions`). */
  ownerContent?: boolean
}

function footerBlocks(env: RenderEnv): BlockView[] {
  const { footer } = env.snapshot.headerFooter
  const span = Math.max(
    3,
    Math.floor(12 / Math.max(1, footer.textBlocks.length + (footer.showSocialLinks ? 1 : 0))),
  )
  const blocks: BlockView[] = footer.textBlocks.map((text, index) => ({
    id: `footer-text-${index + 1}`,
    type: BlockType.html,
    typeName: 'html',
    gridColumn: `span ${span}`,
    kind: { html: true },
    html: richTextHtml(text),
  }))
  if (footer.showSocialLinks && env.snapshot.website.socialAccounts.length > 0) {
    blocks.push({
      id: 'footer-social',
      type: BlockType.sociallinks,
      typeName: 'sociallinks',
      gridColumn: `span ${span}`,
      kind: { sociallinks: true },
      links: env.snapshot.website.socialAccounts.map((account) => ({
        service: account.service.charAt(0).toUpperCase() + account.service.slice(1),
        url: account.url,
        initial: account.service.charAt(0).toUpperCase(),
      })),
    })
  }
  return blocks
}

/** The parts of the context every page shares: site, settings, navigation, footer, popup. */
export function buildSiteFrame(
  input: FrameInput,
): Omit<PageContext, 'atelier'> & { atelier: AtelierView } {
  const { env } = input
  const website = env.snapshot.website
  // The header shows the logo only when the header document asks for it and a logo exists.
  const logo =
    env.snapshot.headerFooter.header.branding === 'logo'
      ? resolveImage(website.logo, env.snapshot.files)
      : undefined
  const navigation = env.snapshot.navigation
  const popup = website.popupOverlay
  // A buyer on the cart page, as on checkout, is not interrupted by the sign-up overlay (it also
  // became the empty cart's largest paint, three seconds in).
  const showPopup = popup.enabled && input.ownerContent !== false && input.path !== '/cart'
  return {
    website: {
      id: website.id,
      siteTitle: website.title,
      siteDescription: website.description,
      baseUrl: env.origin,
      timeZone: website.timeZone,
      language: website.locale,
      useCLDRMoneyFormat: website.settings.useCLDRMoneyFormat,
      ...(logo ? { logoImageUrl: logo.url } : {}),
      socialAccounts: website.socialAccounts,
      captchaSettings: { siteKey: website.settings.captchaSettings.siteKey },
    },
    websiteSettings: {
      storeSettings: {
        multipleQuantityAllowedForServices:
          website.settings.storeSettings.multipleQuantityAllowedForServices,
        currency: env.currency,
        restockNotificationsEnabled: website.settings.storeSettings.restockNotificationsEnabled,
        // No stored setting turns it on yet: off until the store settings gain one.
        expressCheckout: false,
      },
      commentsEnabled: website.settings.commentsEnabled,
      simpleLikingEnabled: website.settings.simpleLikingEnabled,
      disqusShortname: website.settings.disqusShortname,
    },
    navigation: {
      main: buildNavigation(navigation.main, env.visibleCollections, input.path, input.home?.id),
      secondary: buildNavigation(
        navigation.secondary,
        env.visibleCollections,
        input.path,
        input.home?.id,
      ),
    },
    localizedStrings: localizedStringsFor(env.locale),
    atelier: {
      pageType: input.pageType,
      template: input.template,
      seo: input.seo,
      year: env.now.getUTCFullYear(),
      theme: {
        stylesheetUrl: input.stylesheetUrl,
        ...(env.snapshot.siteStylesCss ? { siteStyles: env.snapshot.siteStylesCss } : {}),
      },
      scripts: [...input.scripts],
      cart: { showPill: input.path !== '/cart' },
      accounts: {
        enabled: env.snapshot.website.settings.storeSettings.customerAccounts !== 'off',
      },
      footer: { blocks: footerBlocks(env) },
      ...(showPopup
        ? {
            popup: {
              title: popup.title,
              body: richTextHtml(popup.body),
              version: popup.version,
              newsletter: true,
              buttonLabel: 'Sign Up',
            },
          }
        : {}),
    },
  }
}
