import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, Ban, CreditCard, Mail, Printer, RotateCcw, Truck } from 'lucide-react'
import { useContext, useState } from 'react'
import { formatDate } from '../inbox/format-date.js'
import { SessionContext } from '../shell/session-context.js'
import { editorStrings, fill } from '../strings.js'
import { addressLines } from './address-lines.js'
import { CancelDialog } from './cancel-dialog.js'
import { failureText } from './failure-text.js'
import { formatMoney } from './format-money.js'
import { FulfilForm } from './fulfil-form.js'
import { OrderTimeline } from './order-timeline.js'
import { OrderDisputes } from './order-disputes.js'
import { PackingSlip } from './packing-slip.js'
import { ordersApi } from './orders-api.js'
import type { Address, OrderDetail } from './orders-api.js'
import { ordersStrings } from './orders-strings.js'
import { RefundDialog } from './refund-dialog.js'
import { Badge, FulfillmentBadge, PaymentBadge } from './status-badge.js'
import { Table } from '../ui/table.js'

function AddressBlock({ address }: { address: Address | null }) {
  if (address === null) return <p className="ed-cell-sub">{ordersStrings.noAddress}</p>
  const lines = addressLines(address)
  return (
    <address>
      {lines.map((line, index) => (
        <span key={index}>
          {line}
          <br />
        </span>
      ))}
    </address>
  )
}

function TotalRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'ed-totals-row ed-total' : 'ed-totals-row'}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}

const placed = (order: OrderDetail) => order.status === 'paid' || order.status === 'received'

/** One order: what was bought, what it cost, who bought it, what happened, and the actions. */
export function OrderPage({ orderId, onBack }: { orderId: string; onBack: () => void }) {
  const timeZone = useContext(SessionContext)?.website.timeZone
  const queryClient = useQueryClient()
  const order = useQuery({
    queryKey: ['orders', 'detail', orderId],
    queryFn: () => ordersApi.detail(orderId),
  })
  const [fulfilling, setFulfilling] = useState(false)
  const [refunding, setRefunding] = useState(false)
  const [cancelling, setCancelling] = useState(false)
  const invalidate = () => queryClient.invalidateQueries({ queryKey: ['orders'] })
  const markPaid = useMutation({
    mutationFn: () => ordersApi.markPaid(orderId),
    onSuccess: invalidate,
  })
  const resend = useMutation({ mutationFn: () => ordersApi.resend(orderId), onSuccess: invalidate })
  const back = (
    <button type="button" className="ed-back" onClick={onBack}>
      <ArrowLeft size={16} aria-hidden="true" />
      {ordersStrings.backToOrders}
    </button>
  )
  if (order.isPending) {
    return (
      <section className="ed-commerce-page">
        {back}
        <p aria-live="polite">{editorStrings.loading}</p>
      </section>
    )
  }
  if (order.isError) {
    return (
      <section className="ed-commerce-page">
        {back}
        <p role="alert">
          {failureText(order.error) === editorStrings.somethingWentWrong
            ? editorStrings.unableToLoadTryAgain
            : failureText(order.error)}{' '}
          <button type="button" onClick={() => void order.refetch()}>
            {editorStrings.retry}
          </button>
        </p>
      </section>
    )
  }
  const data = order.data
  const money = (cents: number) => formatMoney(cents, data.currency)
  const canFulfil =
    placed(data) &&
    (data.fulfillmentStatus === 'unfulfilled' || data.fulfillmentStatus === 'partial')
  const canCancel = placed(data) && data.lines.every((line) => line.fulfilledQuantity === 0)
  const actionError = markPaid.error ?? resend.error
  return (
    <section className="ed-commerce-page" aria-labelledby="ed-order-title">
      {back}
      <header className="ed-commerce-header">
        <div className="ed-title-row">
          <h2 id="ed-order-title">
            {fill(ordersStrings.orderTitle, { number: data.orderNumber })}
          </h2>
          <PaymentBadge status={data.paymentStatus} />
          <FulfillmentBadge status={data.fulfillmentStatus} />
          {data.status === 'cancelled' ? <Badge tone="bad">{ordersStrings.cancelled}</Badge> : null}
          {data.testMode ? <Badge tone="neutral">{ordersStrings.testOrder}</Badge> : null}
        </div>
        <p className="ed-cell-sub">
          <time dateTime={data.createdAt}>{formatDate(data.createdAt, timeZone)}</time>
        </p>
      </header>
      <div className="ed-order-actions" role="group" aria-label="Order actions">
        {data.paymentStatus === 'unpaid' ? (
          <button type="button" disabled={markPaid.isPending} onClick={() => markPaid.mutate()}>
            <CreditCard size={16} aria-hidden="true" />
            {ordersStrings.markPaid}
          </button>
        ) : null}
        {canFulfil ? (
          <button type="button" className="ed-primary" onClick={() => setFulfilling(true)}>
            <Truck size={16} aria-hidden="true" />
            {ordersStrings.fulfil}
          </button>
        ) : null}
        {data.refundableCents > 0 ? (
          <button type="button" onClick={() => setRefunding(true)}>
            <RotateCcw size={16} aria-hidden="true" />
            {ordersStrings.refund}
          </button>
        ) : null}
        {placed(data) || data.status === 'cancelled' ? (
          <button type="button" disabled={resend.isPending} onClick={() => resend.mutate()}>
            <Mail size={16} aria-hidden="true" />
            {ordersStrings.resend}
          </button>
        ) : null}
        <button type="button" onClick={() => window.print()}>
          <Printer size={16} aria-hidden="true" />
          {ordersStrings.printPackingSlip}
        </button>
        {canCancel ? (
          <button type="button" className="ed-danger-outline" onClick={() => setCancelling(true)}>
            <Ban size={16} aria-hidden="true" />
            {ordersStrings.cancel}
          </button>
        ) : null}
      </div>
      {actionError ? <p role="alert">{failureText(actionError)}</p> : null}
      {resend.isSuccess ? <p role="status">{ordersStrings.resent}</p> : null}
      {fulfilling ? <FulfilForm order={data} onDone={() => setFulfilling(false)} /> : null}
      {refunding ? <RefundDialog order={data} open onOpenChange={setRefunding} /> : null}
      {cancelling ? <CancelDialog order={data} open onOpenChange={setCancelling} /> : null}
      <PackingSlip order={data} timeZone={timeZone} />
      <div className="ed-order-grid">
        <div className="ed-order-main">
          <section className="ed-card" aria-labelledby="ed-order-lines">
            <h3 id="ed-order-lines">{ordersStrings.lines}</h3>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{ordersStrings.lines}</th>
                  <th scope="col" className="ed-num">
                    {ordersStrings.price}
                  </th>
                  <th scope="col" className="ed-num">
                    {ordersStrings.quantity}
                  </th>
                  <th scope="col" className="ed-num">
                    {ordersStrings.total}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.lines.map((line) => (
                  <tr key={line.id}>
                    <th scope="row" className="ed-order-line">
                      {line.pictureUrl ? (
                        <img
                          className="ed-order-line__picture"
                          src={line.pictureUrl}
                          alt=""
                          width={48}
                          height={48}
                        />
                      ) : (
                        <span className="ed-order-line__picture" aria-hidden="true" />
                      )}
                      <span className="ed-cell-main">{line.title}</span>
                      {Object.keys(line.variant).length > 0 ? (
                        <span className="ed-cell-sub">
                          {Object.entries(line.variant)
                            .map(([name, value]) => `${name}: ${value}`)
                            .join(', ')}
                        </span>
                      ) : null}
                      <span className="ed-cell-sub">SKU {line.sku}</span>
                      {line.additionalFields ? (
                        <span className="ed-cell-sub ed-fields">{line.additionalFields}</span>
                      ) : null}
                      <span className="ed-line-states">
                        {line.fulfilledQuantity > 0 ? (
                          <Badge tone="good">
                            {fill(ordersStrings.shipped, { count: line.fulfilledQuantity })}
                          </Badge>
                        ) : null}
                        {line.refundedQuantity > 0 ? (
                          <Badge tone="neutral">
                            {fill(ordersStrings.refundedUnits, { count: line.refundedQuantity })}
                          </Badge>
                        ) : null}
                        {line.restockedQuantity > 0 ? (
                          <Badge tone="neutral">
                            {fill(ordersStrings.restockedUnits, { count: line.restockedQuantity })}
                          </Badge>
                        ) : null}
                      </span>
                    </th>
                    <td className="ed-num">{money(line.unitPriceCents)}</td>
                    <td className="ed-num">{line.quantity}</td>
                    <td className="ed-num">{money(line.unitPriceCents * line.quantity)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <dl className="ed-totals">
              <TotalRow label={ordersStrings.subtotal} value={money(data.subtotalCents)} />
              {data.discountCents > 0 ? (
                <TotalRow
                  label={`${ordersStrings.discount}${
                    data.coupons.length > 0
                      ? ` (${data.coupons.map((coupon) => coupon.code).join(', ')})`
                      : ''
                  }`}
                  value={`−${money(data.discountCents)}`}
                />
              ) : null}
              <TotalRow
                label={`${ordersStrings.shipping}${
                  data.shippingOption ? ` (${data.shippingOption.name})` : ''
                }`}
                value={money(data.shippingCents)}
              />
              <TotalRow
                label={`${ordersStrings.tax}${
                  data.taxes.length > 0
                    ? ` (${data.taxes.map((tax) => `${tax.name} ${tax.ratePercent}%`).join(', ')})`
                    : ''
                }`}
                value={money(data.taxCents)}
              />
              <TotalRow label={ordersStrings.total} value={money(data.grandTotalCents)} strong />
              {data.giftCards.map((card) => (
                <TotalRow
                  key={card.giftCardId}
                  label={fill(ordersStrings.giftCard, { last4: card.last4 })}
                  value={`−${money(card.amountCents)}`}
                />
              ))}
              {data.refundedCents > 0 ? (
                <TotalRow label={ordersStrings.refunded} value={`−${money(data.refundedCents)}`} />
              ) : null}
            </dl>
          </section>
          <section className="ed-card" aria-labelledby="ed-order-payments">
            <h3 id="ed-order-payments">{ordersStrings.payments}</h3>
            <ul className="ed-plain-list">
              {data.payments.map((payment) => (
                <li key={payment.id}>
                  <span>
                    {payment.cardLast4
                      ? fill(ordersStrings.card, { last4: payment.cardLast4 })
                      : payment.provider}
                  </span>
                  <Badge tone={payment.status === 'captured' ? 'good' : 'neutral'}>
                    {payment.status}
                  </Badge>
                  <span className="ed-num">{money(payment.amountCents)}</span>
                </li>
              ))}
              {data.giftCards.map((card) => (
                <li key={card.giftCardId}>
                  <span>{fill(ordersStrings.giftCard, { last4: card.last4 })}</span>
                  <span className="ed-num">{money(card.amountCents)}</span>
                </li>
              ))}
            </ul>
          </section>
          <OrderDisputes disputes={data.disputes} timeZone={timeZone} />
          <OrderTimeline order={data} timeZone={timeZone} />
        </div>
        <aside className="ed-order-side">
          <section className="ed-card" aria-labelledby="ed-order-customer">
            <h3 id="ed-order-customer">{ordersStrings.customer}</h3>
            <p className="ed-cell-main">{data.customerName || data.email}</p>
            <p>
              <a href={`mailto:${data.email}`}>{data.email}</a>
            </p>
            <p className="ed-cell-sub">
              {data.customer.ordersCount === 1
                ? ordersStrings.ordersCountOne
                : fill(ordersStrings.ordersCount, { count: data.customer.ordersCount })}
              {' · '}
              {data.customer.siteUserId ? ordersStrings.hasAccount : ordersStrings.guest}
            </p>
          </section>
          <section className="ed-card" aria-labelledby="ed-order-shipping">
            <h3 id="ed-order-shipping">{ordersStrings.shippingAddress}</h3>
            <AddressBlock address={data.shippingAddress} />
            {data.shippingOption ? (
              <p className="ed-cell-sub">
                {ordersStrings.shippingMethod}: {data.shippingOption.name}
              </p>
            ) : null}
            {data.trackingNumber ? (
              <p className="ed-cell-sub">
                {ordersStrings.trackingNumber}: {data.trackingNumber}
              </p>
            ) : null}
          </section>
          <section className="ed-card" aria-labelledby="ed-order-billing">
            <h3 id="ed-order-billing">{ordersStrings.billingAddress}</h3>
            <AddressBlock address={data.billingAddress ?? data.shippingAddress} />
          </section>
        </aside>
      </div>
    </section>
  )
}
