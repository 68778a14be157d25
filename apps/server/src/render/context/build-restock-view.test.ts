import { describe, expect, it } from 'vitest'
import { buildDemoSite } from '../../demo/build-demo-site.js'
import { buildItemContext, type ItemContext } from './build-item-context.js'
import { buildRestockView } from './build-restock-view.js'
import { merchandising } from './collection-items.js'
import { createEnv } from '../template/page-renderer.js'
import type { MerchandisingContext } from './page-context.js'
import { snapshotFromBundle } from '../snapshot/snapshot-from-bundle.js'

const now = new Date('2026-03-02T15:00:00Z')
const env = createEnv(snapshotFromBundle(buildDemoSite(now)), now, 'https://shop.example')

function product(urlId: string): ItemContext {
  const item = env.visibleItems.find((candidate) => candidate.urlId === urlId)!
  return buildItemContext(item, env.visibleCollections.get(item.collectionId)!, env)
}

function storeSettings(item: ItemContext, changes: Partial<MerchandisingContext> = {}) {
  return { ...merchandising(env, [item])[item.id], ...changes }
}

describe('buildRestockView', () => {
  it('takes sign-ups on a stocked product, with the island’s own success text', () => {
    const teapot = product('moonlight-teapot')
    expect(buildRestockView(env, teapot, storeSettings(teapot))).toEqual({
      captcha: false,
      mailingList: false,
      mailingListOptIn: false,
      successText: '',
    })
  })

  it('passes on the mailing-list checkbox, its default and the store’s success text', () => {
    const teapot = product('moonlight-teapot')
    const settings = storeSettings(teapot, {
      mailingListSignUpEnabled: true,
      mailingListOptInByDefault: true,
      restockNotificationMessages: { successText: '  We will write soon.  ' },
    })
    expect(buildRestockView(env, teapot, settings)).toMatchObject({
      mailingList: true,
      mailingListOptIn: true,
      successText: 'We will write soon.',
    })
    const noList = storeSettings(teapot, { mailingListOptInByDefault: true })
    expect(buildRestockView(env, teapot, noList)?.mailingListOptIn).toBe(false)
  })

  it('shows no box where nothing can sell out or the store shows none on product pages', () => {
    const giftCard = product('gift-card')
    expect(buildRestockView(env, giftCard, storeSettings(giftCard))).toBeUndefined()
    const teapot = product('moonlight-teapot')
    const unlimited: ItemContext = {
      ...teapot,
      structuredContent: {
        ...teapot.structuredContent!,
        variants: teapot.structuredContent!.variants.map((v) => ({ ...v, unlimited: true })),
      },
    }
    expect(buildRestockView(env, unlimited, storeSettings(teapot))).toBeUndefined()
    const elsewhere = storeSettings(teapot, { restockNotificationViews: [] })
    expect(buildRestockView(env, teapot, elsewhere)).toBeUndefined()
    expect(buildRestockView(env, teapot, undefined)).toBeUndefined()
  })
})
