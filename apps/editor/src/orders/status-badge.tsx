import type { FulfillmentStatus, PaymentStatus } from './orders-api.js'
import { ordersStrings } from './orders-strings.js'

type Tone = 'good' | 'warn' | 'bad' | 'neutral'

const paymentTones: Record<PaymentStatus, Tone> = {
  pending: 'neutral',
  failed: 'bad',
  unpaid: 'warn',
  paid: 'good',
  'partially-refunded': 'warn',
  refunded: 'neutral',
  voided: 'neutral',
}

const fulfillmentTones: Record<FulfillmentStatus, Tone> = {
  unfulfilled: 'warn',
  partial: 'warn',
  fulfilled: 'good',
  'not-required': 'neutral',
}

export function Badge({ tone, children }: { tone: Tone; children: string }) {
  return <span className={`ed-badge ed-badge-${tone}`}>{children}</span>
}

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  return <Badge tone={paymentTones[status]}>{ordersStrings.paymentLabels[status]}</Badge>
}

export function FulfillmentBadge({ status }: { status: FulfillmentStatus }) {
  return (
    <Badge tone={fulfillmentTones[status] ?? 'neutral'}>
      {ordersStrings.fulfillmentLabels[status] ?? status}
    </Badge>
  )
}
