import * as Dialog from '@radix-ui/react-dialog'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useContext, useState } from 'react'
import { formatDate } from '../inbox/format-date.js'
import { failureText } from '../orders/failure-text.js'
import { formatMoney } from '../orders/format-money.js'
import { Badge, PaymentBadge } from '../orders/status-badge.js'
import { SessionContext } from '../shell/session-context.js'
import { subscriptionsApi } from './subscriptions-api.js'
import type { SubscriptionRow, SubscriptionStatus } from './subscriptions-api.js'
import { EmptyState, ErrorState, LoadingState, QueryState } from '../ui/states.js'
import { Table } from '../ui/table.js'
import { fill } from '../strings.js'
import { subscriptionDunningStrings } from './subscriptions-strings.js'

const labels: Record<SubscriptionStatus, string> = {
  active: 'Active',
  past_due: 'Past due',
  cancelled: 'Cancelled',
  completed: 'Completed',
}
const tones = {
  active: 'good',
  past_due: 'warn',
  cancelled: 'neutral',
  completed: 'neutral',
} as const

function Renewals({
  subscription,
  onOpenOrder,
}: {
  subscription: SubscriptionRow
  onOpenOrder: (id: string) => void
}) {
  const timeZone = useContext(SessionContext)?.website.timeZone
  const renewals = useQuery({
    queryKey: ['subscriptions', 'renewals', subscription.id],
    queryFn: () => subscriptionsApi.renewals(subscription.id),
  })
  if (renewals.isPending) return <LoadingState />
  if (renewals.isError)
    return <ErrorState error={renewals.error} onRetry={() => renewals.refetch()} />
  if (renewals.data.renewals.length === 0) {
    return <p className="ed-cell-sub">No renewal orders yet.</p>
  }
  return (
    <ul className="ed-plain-list">
      {renewals.data.renewals.map((order) => (
        <li key={order.id}>
          <button type="button" className="ed-link" onClick={() => onOpenOrder(order.id)}>
            #{order.orderNumber}
          </button>
          <span>{formatDate(order.createdAt, timeZone)}</span>
          <PaymentBadge status={order.paymentStatus} />
          <span className="ed-num">{formatMoney(order.grandTotalCents, order.currency)}</span>
        </li>
      ))}
    </ul>
  )
}

/** Subscriptions: who subscribes to what, the next charge, the renewals; cancel one. */
export function SubscriptionsPanel({ onOpenOrder }: { onOpenOrder: (id: string) => void }) {
  const timeZone = useContext(SessionContext)?.website.timeZone
  const queryClient = useQueryClient()
  const [status, setStatus] = useState<SubscriptionStatus | ''>('')
  const [page, setPage] = useState(1)
  const [open, setOpen] = useState<string | null>(null)
  const [cancelling, setCancelling] = useState<SubscriptionRow | null>(null)
  const list = useQuery({
    queryKey: ['subscriptions', 'list', status, page],
    queryFn: () => subscriptionsApi.list(status, page),
    placeholderData: keepPreviousData,
  })
  const cancel = useMutation({
    mutationFn: subscriptionsApi.cancel,
    onSuccess: async () => {
      setCancelling(null)
      await queryClient.invalidateQueries({ queryKey: ['subscriptions'] })
    },
  })
  const rows = list.data?.subscriptions ?? []
  return (
    <section className="ed-commerce-page" aria-labelledby="ed-subscriptions-title">
      <header className="ed-commerce-header">
        <h2 id="ed-subscriptions-title">Subscriptions</h2>
        <label className="ed-inline-field">
          <span>Status</span>
          <select
            aria-label="Status"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as SubscriptionStatus | '')
              setPage(1)
            }}
          >
            <option value="">Any</option>
            {Object.entries(labels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </header>
      <QueryState query={list} />
      {list.isSuccess && rows.length === 0 ? <EmptyState>No subscriptions yet.</EmptyState> : null}
      {rows.length > 0 ? (
        <Table>
          <thead>
            <tr>
              <th scope="col">Customer</th>
              <th scope="col">Product</th>
              <th scope="col">Status</th>
              <th scope="col">Next billing</th>
              <th scope="col" className="ed-num">
                Amount
              </th>
              <th scope="col">
                <span className="ed-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <span className="ed-cell-main">{row.customerName || row.email}</span>
                  {row.customerName ? <span className="ed-cell-sub">{row.email}</span> : null}
                  <button
                    type="button"
                    className="ed-link"
                    onClick={() => onOpenOrder(row.orderId)}
                  >
                    #{row.orderNumber}
                  </button>
                  {open === row.id ? (
                    <Renewals subscription={row} onOpenOrder={onOpenOrder} />
                  ) : null}
                </th>
                <td>{row.title}</td>
                <td>
                  {/* One child, so a phone's card row keeps the badge its own size. */}
                  <div className="ed-subscription-status">
                    <Badge tone={row.renewalFailure === null ? tones[row.status] : 'warn'}>
                      {row.status === 'active' && row.renewalFailure !== null
                        ? subscriptionDunningStrings.retrying
                        : labels[row.status]}
                    </Badge>
                    {row.renewalFailure === null ? null : (
                      <span className="ed-cell-sub">
                        {row.renewalFailure.message}{' '}
                        {row.renewalFailure.cancelAt === null
                          ? ''
                          : fill(subscriptionDunningStrings.cancelOn, {
                              date: formatDate(row.renewalFailure.cancelAt, timeZone),
                            })}
                      </span>
                    )}
                  </div>
                </td>
                <td>{row.nextBillingAt ? formatDate(row.nextBillingAt, timeZone) : '—'}</td>
                <td className="ed-num">{formatMoney(row.amountCents, row.currency)}</td>
                <td className="ed-row-actions">
                  <button
                    type="button"
                    aria-expanded={open === row.id}
                    aria-label={`Renewals of ${row.title} for ${row.email}`}
                    onClick={() => setOpen(open === row.id ? null : row.id)}
                  >
                    Renewals
                  </button>
                  {row.status === 'active' || row.status === 'past_due' ? (
                    <button
                      type="button"
                      className="ed-danger-outline"
                      aria-label={`Cancel ${row.title} for ${row.email}`}
                      onClick={() => setCancelling(row)}
                    >
                      Cancel
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
      {page > 1 || list.data?.hasNextPage ? (
        <nav className="ed-actions" aria-label="Subscription pages">
          <button type="button" disabled={page === 1} onClick={() => setPage(page - 1)}>
            Previous page
          </button>
          <button
            type="button"
            disabled={!list.data?.hasNextPage}
            onClick={() => setPage(page + 1)}
          >
            Next page
          </button>
        </nav>
      ) : null}
      <Dialog.Root
        open={cancelling !== null}
        onOpenChange={(next) => (next ? null : setCancelling(null))}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="ed-dialog-overlay" />
          <Dialog.Content className="ed-dialog" role="alertdialog">
            <Dialog.Title>Cancel this subscription?</Dialog.Title>
            <Dialog.Description>
              {cancelling?.email} will not be charged again for {cancelling?.title}. Orders already
              paid are not refunded.
            </Dialog.Description>
            {cancel.isError ? <p role="alert">{failureText(cancel.error)}</p> : null}
            <div className="ed-actions">
              <button
                type="button"
                className="ed-danger"
                disabled={cancel.isPending}
                onClick={() => cancelling && cancel.mutate(cancelling.id)}
              >
                Cancel subscription
              </button>
              <Dialog.Close asChild>
                <button type="button">Keep subscription</button>
              </Dialog.Close>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  )
}
