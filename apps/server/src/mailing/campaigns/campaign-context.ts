import { formatMoney } from '@atelier/commerce'
import type { CurrencyCode } from '@atelier/commerce'
import { siteBaseUrl } from '../../mail/site-base-url.js'
import { appSecret } from '../../security/app-secret.js'
import { getSiteStyles } from '../../sites/site-styles-repository.js'
import type { Storage } from '../../storage/open-storage.js'
import { signToken } from '../signed-token.js'
import { newsletterLinkSecret } from '../subscribe-to-newsletter.js'
import type { CampaignBlock } from './campaign-blocks.js'
import { renderCampaign } from './campaign-html.js'
import type { CampaignProduct, RenderedCampaign } from './campaign-html.js'

/** Everything a campaign's mails need from the site, read once per batch. */
export interface CampaignContext {
  siteTitle: string
  baseUrl: string
  rendered: RenderedCampaign
  /** The recipient's own signed unsubscribe link, on the site's configured address. */
  unsubscribeUrl(subscriberId: string): string
}

export async function campaignContext(
  storage: Storage,
  websiteId: string,
  campaign: { subject: string; blocks: readonly CampaignBlock[] },
  localPort: number | undefined,
): Promise<CampaignContext> {
  const site = await storage.db
    .selectFrom('websites')
    .select(['title', 'currency'])
    .where('id', '=', websiteId)
    .executeTakeFirstOrThrow()
  const baseUrl = await siteBaseUrl(storage, websiteId, localPort)
  const secret = await appSecret(storage.db, newsletterLinkSecret)
  const rendered = renderCampaign({
    subject: campaign.subject,
    blocks: campaign.blocks,
    styles: await getSiteStyles(storage, websiteId),
    siteTitle: site.title,
    baseUrl,
    products: await campaignProducts(storage, websiteId, site.currency, campaign.blocks),
  })
  return {
    siteTitle: site.title,
    baseUrl,
    rendered,
    unsubscribeUrl: (subscriberId) =>
      `${baseUrl}/newsletter/unsubscribe?token=${encodeURIComponent(signToken(secret, 'unsubscribe', subscriberId))}`,
  }
}

/** The products the blocks name, with their lowest price; products of other sites are not found. */
async function campaignProducts(
  storage: Storage,
  websiteId: string,
  currency: string,
  blocks: readonly CampaignBlock[],
): Promise<Map<string, CampaignProduct>> {
  const ids = blocks.flatMap((block) => (block.type === 'product' ? [block.productId] : []))
  const products = new Map<string, CampaignProduct>()
  if (ids.length === 0) return products
  const rows = await storage.db
    .selectFrom('items')
    .innerJoin('collections', 'collections.id', 'items.collectionId')
    .leftJoin('productVariants', 'productVariants.itemId', 'items.id')
    .select((eb) => [
      'items.id',
      'items.title',
      'items.urlId as itemUrlId',
      'collections.urlId as collectionUrlId',
      eb.fn.min('productVariants.priceCents').as('priceCents'),
    ])
    .where('items.websiteId', '=', websiteId)
    .where('items.id', 'in', ids)
    .groupBy(['items.id', 'items.title', 'items.urlId', 'collections.urlId'])
    .execute()
  for (const row of rows) {
    products.set(row.id, {
      title: row.title,
      path: `/${row.collectionUrlId}/${row.itemUrlId}`,
      price:
        row.priceCents === null
          ? ''
          : formatMoney(Number(row.priceCents), currency as CurrencyCode),
    })
  }
  return products
}
