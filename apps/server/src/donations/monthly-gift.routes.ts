import { fillTemplate, formatMoney } from '@atelier/commerce'
import type { CurrencyCode } from '@atelier/commerce'
import { PageType } from '@atelier/schema'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { escapeHtml } from '../html/escape-html.js'
import type { SendSystemPage } from '../orders/checkout-pages.js'
import { donationStrings as strings } from './donation-strings.js'
import { donationLinkSecret } from './donation-token.js'
import { monthlyGiftCancelPath, readMonthlyGiftCancelToken } from './monthly-gift-link.js'
import { cancelMonthlyGift, findMonthlyGift } from './monthly-gifts-store.js'
import type { MonthlyGiftRow } from './monthly-gifts-store.js'

const params = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', minLength: 3, maxLength: 200 } },
} as const

/**
 * The page a monthly gift's receipt links to (signed link): it shows the gift and a button; the
 * POST (never the GET, which mail scanners open) cancels it, and no month is charged after that.
 */
export function monthlyGiftRoutes(app: FastifyInstance, send: SendSystemPage): void {
  const services = app.atelier

  async function giftOf(request: FastifyRequest): Promise<MonthlyGiftRow | undefined> {
    const { token } = request.params as { token: string }
    const id = readMonthlyGiftCancelToken(await donationLinkSecret(services.storage.db), token)
    return id === undefined ? undefined : findMonthlyGift(services.storage.db, request.site.id, id)
  }

  function page(request: FastifyRequest, reply: FastifyReply, gift: MonthlyGiftRow) {
    const { token } = request.params as { token: string }
    const amount = formatMoney(gift.amountCents, gift.currency as CurrencyCode)
    const day = String(new Date(gift.startedAt).getUTCDate())
    const body =
      gift.status === 'cancelled' || gift.status === 'failed'
        ? `<p>${escapeHtml(strings.cancelledIntro)}</p>`
        : `<p>${escapeHtml(fillTemplate(strings.cancelIntro, { amount, day: ordinal(day) }))}</p>` +
          `<form method="post" action="${escapeHtml(monthlyGiftCancelPath(token))}">` +
          `<button type="submit" class="button">${escapeHtml(strings.cancelButton)}</button></form>`
    return send(request, reply, {
      path: '/donate/monthly/cancel',
      pageType: PageType.donate,
      title: strings.cancelTitle,
      html: `<div class="monthly-gift" data-status="${escapeHtml(gift.status)}">${body}</div>`,
    })
  }

  app.get(
    '/donate/monthly/cancel/:token',
    { schema: { hide: true, params } },
    async (request, reply) => {
      const gift = await giftOf(request)
      if (gift === undefined) return reply.callNotFound()
      return page(request, reply, gift)
    },
  )

  app.post(
    '/donate/monthly/cancel/:token',
    { schema: { hide: true, params } },
    async (request, reply) => {
      const gift = await giftOf(request)
      if (gift === undefined) return reply.callNotFound()
      await cancelMonthlyGift(services.storage.db, gift.websiteId, gift.id, services.now())
      const after = (await findMonthlyGift(services.storage.db, gift.websiteId, gift.id)) ?? gift
      return page(request, reply, after)
    },
  )
}

function ordinal(day: string): string {
  const n = Number(day)
  const suffix =
    n % 10 === 1 && n !== 11
      ? 'st'
      : n % 10 === 2 && n !== 12
        ? 'nd'
        : n % 10 === 3 && n !== 13
          ? 'rd'
          : 'th'
  return `${day}${suffix}`
}
