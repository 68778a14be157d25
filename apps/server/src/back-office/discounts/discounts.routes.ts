import type { DiscountsResponse, StoreCoupon } from '@atelier/schema'
import { normalizeCouponCode } from '@atelier/commerce'
import type { FastifyInstance } from 'fastify'
import { loadCheckoutSettings, saveCheckoutSettings } from '../../sites/checkout-settings.js'
import type { CheckoutSettings } from '../../sites/checkout-settings.js'
import { requireEditor } from '../../access/editor-access.js'
import { AtelierError } from '../../errors/atelier-error.js'
import { writeTransaction } from '../../storage/write-transaction.js'
import { lockedCheckoutSettings } from '../../checkout/locked-checkout-settings.js'
import { couponBody } from './coupon-body.js'
import type { CouponBody } from './coupon-body.js'
import {
  couponFromBody,
  couponStatus,
  couponVersion,
  discountStrings,
  storedCoupon,
} from './coupon-rules.js'

const tags = ['back office']
const codeParams = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', minLength: 1, maxLength: 64 } },
} as const

/**
 * The back office's discounts: the store's coupons (kept in its checkout settings, where checkout
 * reads them) with their use counts, created, edited, ended and deleted. Each change reads and
 * writes the settings under the row's lock; an edit names the version it started from.
 */
export function discountsRoutes(app: FastifyInstance): void {
  const services = app.atelier
  const { storage } = services
  const store = requireEditor(services, 'store')

  async function change<T>(
    websiteId: string,
    work: (settings: CheckoutSettings) => { settings: CheckoutSettings; answer: T },
  ): Promise<T> {
    return writeTransaction(storage, async (trx) => {
      const current = await lockedCheckoutSettings(trx, storage, websiteId)
      const { settings, answer } = work(current)
      await saveCheckoutSettings(trx, storage.dialect, websiteId, settings)
      return answer
    })
  }

  const find = (settings: CheckoutSettings, code: string) => {
    const wanted = normalizeCouponCode(code)
    const index = settings.coupons.findIndex((c) => normalizeCouponCode(c.code) === wanted)
    if (index < 0) throw new AtelierError('not-found', discountStrings.notFound)
    return index
  }

  const checked = (body: CouponBody): StoreCoupon => {
    const coupon = couponFromBody(body)
    if (typeof coupon === 'string') throw new AtelierError('invalid-input', coupon)
    return storedCoupon(coupon)
  }

  app.get(
    '/api/editor/discounts',
    {
      onRequest: store,
      schema: { summary: "The store's coupons with their use counts and state", tags },
    },
    async (request): Promise<DiscountsResponse> => {
      const settings = await loadCheckoutSettings(storage.db, storage.dialect, request.site.id)
      const uses = await storage.db
        .selectFrom('couponRedemptions')
        .select(['code'])
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('websiteId', '=', request.site.id)
        .groupBy('code')
        .execute()
      const used = new Map(uses.map((row) => [normalizeCouponCode(row.code), Number(row.n)]))
      const now = services.now().getTime()
      return {
        currency: request.site.currency,
        discounts: settings.coupons.map((coupon) => {
          const timesUsed = used.get(normalizeCouponCode(coupon.code)) ?? 0
          return {
            coupon,
            timesUsed,
            status: couponStatus(coupon, timesUsed, now),
            version: couponVersion(coupon),
          }
        }),
      }
    },
  )

  app.post(
    '/api/editor/discounts',
    { onRequest: store, schema: { summary: 'Create a coupon', tags, body: couponBody } },
    async (request) => {
      const coupon = checked(request.body)
      return change(request.site.id, (settings) => {
        if (settings.coupons.some((c) => normalizeCouponCode(c.code) === coupon.code)) {
          throw new AtelierError('conflict', discountStrings.duplicate)
        }
        return {
          settings: { ...settings, coupons: [...settings.coupons, coupon] },
          answer: { coupon, version: couponVersion(coupon) },
        }
      })
    },
  )

  app.put(
    '/api/editor/discounts/:code',
    {
      onRequest: store,
      schema: {
        summary: 'Edit a coupon, from the version the editor started with',
        tags,
        params: codeParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['coupon', 'baseVersion'],
          properties: { coupon: couponBody, baseVersion: { type: 'string', maxLength: 64 } },
        },
      },
    },
    async (request) => {
      const coupon = checked(request.body.coupon)
      return change(request.site.id, (settings) => {
        const index = find(settings, request.params.code)
        const current = settings.coupons[index] as StoreCoupon
        if (couponVersion(current) !== request.body.baseVersion) {
          throw new AtelierError('conflict', discountStrings.changedMeanwhile)
        }
        if (
          settings.coupons.some(
            (c, at) => at !== index && normalizeCouponCode(c.code) === coupon.code,
          )
        ) {
          throw new AtelierError('conflict', discountStrings.duplicate)
        }
        const coupons = settings.coupons.map((c, at) => (at === index ? coupon : c))
        return {
          settings: { ...settings, coupons },
          answer: { coupon, version: couponVersion(coupon) },
        }
      })
    },
  )

  app.post(
    '/api/editor/discounts/:code/end',
    { onRequest: store, schema: { summary: 'End a coupon now', tags, params: codeParams } },
    async (request) => {
      const now = services.now().getTime()
      return change(request.site.id, (settings) => {
        const index = find(settings, request.params.code)
        const ended = { ...(settings.coupons[index] as StoreCoupon), endsAt: now }
        const coupons = settings.coupons.map((c, at) => (at === index ? ended : c))
        return {
          settings: { ...settings, coupons },
          answer: { coupon: ended, version: couponVersion(ended) },
        }
      })
    },
  )

  app.delete(
    '/api/editor/discounts/:code',
    { onRequest: store, schema: { summary: 'Delete a coupon', tags, params: codeParams } },
    async (request) =>
      change(request.site.id, (settings) => {
        const index = find(settings, request.params.code)
        return {
          settings: { ...settings, coupons: settings.coupons.filter((_, at) => at !== index) },
          answer: { deleted: true },
        }
      }),
  )
}
