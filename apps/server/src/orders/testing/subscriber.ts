import type { FastifyInstance } from 'fastify'
import type { Selectable } from 'kysely'
import { expect } from 'vitest'
import type { CartFixture } from '../../commerce/testing/cart-fixture.js'
import { createOutboxMailer } from '../../mail/mailer.js'
import { createOfflinePaymentProvider } from '../../payments/offline-payment-provider.js'
import type { PaymentProvider } from '../../payments/payment-provider.js'
import type { PaymentsTable } from '../../storage/tables/order-tables.js'
import type { Storage } from '../../storage/open-storage.js'
import type { OrderDeps } from '../order-deps.js'
import type { SubscriptionRow } from '../subscriptions/subscription-state.js'
import { CheckoutVisitor, goodCard } from './checkout-visitor.js'

/** What the checkout worker renews with: `test` charges cards, mail goes to the outbox. */
export function renewalDeps(storage: Storage, test: PaymentProvider): OrderDeps {
  return {
    storage,
    now: () => new Date(),
    providers: { test, offline: createOfflinePaymentProvider() },
    mailer: createOutboxMailer(storage.db, () => new Date()),
    reservationMs: 60_000,
  }
}

export interface Subscribed {
  visitor: CheckoutVisitor
  cartToken: string
  /** The order link's token, which the buyer cancels with. */
  token: string
  subscription: SubscriptionRow
}

/** Checks out `qty` of the fixture's subscription product (beans) as `email`. */
export async function subscribeToBeans(
  app: FastifyInstance,
  storage: Storage,
  fx: CartFixture,
  email: string,
  qty = 1,
  /** The test card paid with (the good card by default). */
  cardNumber?: string,
): Promise<Subscribed> {
  const visitor = new CheckoutVisitor(app, fx.host)
  const cart = await visitor.post('/api/3/commerce/cart/subscription', {
    itemId: fx.id('beans'),
    sku: fx.sku('beans'),
    qty,
  })
  expect(cart.statusCode).toBe(200)
  const cartToken: string = cart.json().cartToken
  const placed = await visitor.order({
    cartToken,
    email,
    ...(cardNumber === undefined
      ? {}
      : {
          payment: {
            provider: 'test',
            card: { ...goodCard, number: cardNumber },
          },
        }),
  })
  expect(placed.statusCode).toBe(201)
  const token: string = placed.json().confirmationUrl.split('/').pop()
  const subscription = await storage.db
    .selectFrom('subscriptions')
    .selectAll()
    .where('orderId', '=', placed.json().order.id)
    .executeTakeFirstOrThrow()
  return { visitor, cartToken, token, subscription }
}

type PaymentRow = Selectable<PaymentsTable>

/** The renewal payments of a subscription, oldest first, with only the `columns` asked for. */
export async function renewalPayments<Column extends keyof PaymentRow>(
  storage: Storage,
  subscriptionId: string,
  columns: readonly Column[],
): Promise<Array<Pick<PaymentRow, Column>>> {
  const rows = await storage.db
    .selectFrom('payments')
    .selectAll()
    .where('subscriptionId', '=', subscriptionId)
    .orderBy('createdAt')
    .execute()
  return rows.map((row) => {
    const picked: Partial<Pick<PaymentRow, Column>> = {}
    for (const column of columns) picked[column] = row[column]
    return picked as Pick<PaymentRow, Column>
  })
}
