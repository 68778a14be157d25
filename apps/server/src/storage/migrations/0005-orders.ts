import type { Kysely, Migration } from 'kysely'
import type { Dialect } from '../dialect.js'

/**
 * Orders and everything checkout writes: lines, payments, gift cards with their ledger, coupon
 * redemptions, subscriptions and their renewals, download grants, and the per-store checkout
 * settings document (shipping options, tax rules, coupons). The unique keys carry the integrity:
 * one order per idempotency key, one renewal per subscription cycle, one order number per store.
 */
export function ordersMigration(dialect: Dialect): Migration {
  const json = dialect.jsonType
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('checkout_settings')
        .addColumn('website_id', 'text', (c) =>
          c.primaryKey().references('websites.id').onDelete('cascade'),
        )
        .addColumn('document', json, (c) => c.notNull())
        // The last order number handed out; raised inside the reservation transaction.
        .addColumn('last_order_number', 'integer', (c) => c.notNull().defaultTo(1000))
        .execute()

      await db.schema
        .createTable('orders')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('website_id', 'text', (c) =>
          c.notNull().references('websites.id').onDelete('cascade'),
        )
        .addColumn('order_number', 'integer', (c) => c.notNull())
        .addColumn('cart_id', 'text', (c) => c.notNull())
        .addColumn('idempotency_key', 'text', (c) => c.notNull())
        // SHA-256 of the secret in the order-status link.
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        // pending (stock reserved) | paid | received (offline payment due) | failed
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('failure_code', 'text')
        .addColumn('failure_message', 'text')
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
        .addColumn('discount_cents', 'integer', (c) => c.notNull())
        .addColumn('shipping_cents', 'integer', (c) => c.notNull())
        .addColumn('tax_cents', 'integer', (c) => c.notNull())
        .addColumn('gift_card_cents', 'integer', (c) => c.notNull())
        .addColumn('grand_total_cents', 'integer', (c) => c.notNull())
        .addColumn('amount_due_cents', 'integer', (c) => c.notNull())
        .addColumn('test_mode', 'integer', (c) => c.notNull())
        .addColumn('payment_provider', 'text', (c) => c.notNull())
        .addColumn('is_subscription', 'integer', (c) => c.notNull().defaultTo(0))
        // Addresses, shipping choice, coupons, the purchase analytics payload, the order-confirmed event.
        .addColumn('document', json, (c) => c.notNull())
        .addColumn('reserved_until', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('orders_idempotency', ['website_id', 'idempotency_key'])
        .addUniqueConstraint('orders_number', ['website_id', 'order_number'])
        .execute()
      await db.schema
        .createIndex('orders_pending')
        .on('orders')
        .columns(['status', 'reserved_until'])
        .execute()

      await db.schema
        .createTable('order_lines')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('order_id', 'text', (c) =>
          c.notNull().references('orders.id').onDelete('cascade'),
        )
        .addColumn('item_id', 'text', (c) => c.notNull())
        .addColumn('sku', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
        // Units taken from stock for this line (0 for unlimited variants); returned on release.
        .addColumn('stock_taken', 'integer', (c) => c.notNull())
        .addColumn('additional_fields', 'text')
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('order_lines_order')
        .on('order_lines')
        .column('order_id')
        .execute()

      await db.schema
        .createTable('payments')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('order_id', 'text', (c) =>
          c.notNull().references('orders.id').onDelete('cascade'),
        )
        .addColumn('subscription_id', 'text')
        .addColumn('provider', 'text', (c) => c.notNull())
        // authorized | captured | declined | refunded | due (offline)
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('provider_reference', 'text')
        // Last four digits only; the card number itself is never stored.
        .addColumn('card_last4', 'text')
        .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()

      await db.schema
        .createTable('gift_cards')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('website_id', 'text', (c) =>
          c.notNull().references('websites.id').onDelete('cascade'),
        )
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('initial_cents', 'integer', (c) => c.notNull())
        // Kept equal to initial + the sum of the ledger; only ever changed by a conditional update.
        .addColumn('balance_cents', 'integer', (c) => c.notNull())
        .addColumn('order_id', 'text')
        .addColumn('recipient_email', 'text')
        .addColumn('deliver_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('gift_cards_code', ['website_id', 'code'])
        .execute()

      await db.schema
        .createTable('gift_card_ledger')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('gift_card_id', 'text', (c) =>
          c.notNull().references('gift_cards.id').onDelete('cascade'),
        )
        .addColumn('order_id', 'text')
        // Negative when spent, positive when returned.
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('gift_card_ledger_card')
        .on('gift_card_ledger')
        .column('gift_card_id')
        .execute()

      await db.schema
        .createTable('coupon_redemptions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('website_id', 'text', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('order_id', 'text', (c) =>
          c.notNull().references('orders.id').onDelete('cascade'),
        )
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('coupon_redemptions_code')
        .on('coupon_redemptions')
        .columns(['website_id', 'code'])
        .execute()

      await db.schema
        .createTable('subscriptions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('website_id', 'text', (c) =>
          c.notNull().references('websites.id').onDelete('cascade'),
        )
        .addColumn('order_id', 'text', (c) =>
          c.notNull().references('orders.id').onDelete('cascade'),
        )
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('item_id', 'text', (c) => c.notNull())
        .addColumn('sku', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('billing_period', json, (c) => c.notNull())
        .addColumn('num_billing_cycles', 'integer', (c) => c.notNull())
        .addColumn('cycles_billed', 'integer', (c) => c.notNull())
        .addColumn('provider', 'text', (c) => c.notNull())
        // The provider's reusable payment token; never a card number.
        .addColumn('payment_token', 'text')
        // active | past_due | cancelled | completed
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('next_billing_at', 'text')
        .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('ended_at', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('subscriptions_due')
        .on('subscriptions')
        .columns(['status', 'next_billing_at'])
        .execute()

      await db.schema
        .createTable('subscription_renewals')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('subscription_id', 'text', (c) =>
          c.notNull().references('subscriptions.id').onDelete('cascade'),
        )
        .addColumn('cycle', 'integer', (c) => c.notNull())
        .addColumn('attempt', 'integer', (c) => c.notNull())
        // succeeded | failed
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('subscription_renewals_attempt', [
          'subscription_id',
          'cycle',
          'attempt',
        ])
        .execute()

      await db.schema
        .createTable('download_grants')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('order_id', 'text', (c) =>
          c.notNull().references('orders.id').onDelete('cascade'),
        )
        .addColumn('item_id', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('downloads', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('max_downloads', 'integer', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
    },
  }
}
