import * as Dialog from '@radix-ui/react-dialog'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { failureText } from '../orders/failure-text.js'
import { formatMoney } from '../orders/format-money.js'
import { Badge } from '../orders/status-badge.js'
import { DiscountForm } from './discount-form.js'
import { discountsApi } from './discounts-api.js'
import type { Discount } from '../api/api-types.js'
import { EmptyState, QueryState } from '../ui/states.js'
import { Table } from '../ui/table.js'

const statusTone = {
  active: 'good',
  scheduled: 'neutral',
  expired: 'neutral',
  'used-up': 'warn',
} as const
const statusLabel = {
  active: 'Active',
  scheduled: 'Scheduled',
  expired: 'Ended',
  'used-up': 'Used up',
} as const

function value(discount: Discount, currency: string): string {
  const { coupon } = discount
  if (coupon.kind === 'percentage') return `${(coupon.percentBasisPoints ?? 0) / 100}% off`
  if (coupon.kind === 'fixed-amount') return `${formatMoney(coupon.amountCents ?? 0, currency)} off`
  return 'Free shipping'
}

/** Discounts: the store's coupons, their use, and their creation, editing, ending and deletion. */
export function DiscountsPanel() {
  const queryClient = useQueryClient()
  const discounts = useQuery({ queryKey: ['discounts'], queryFn: discountsApi.list })
  const currency = discounts.data?.currency ?? 'USD'
  const [editing, setEditing] = useState<Discount | 'new' | null>(null)
  const [deleting, setDeleting] = useState<Discount | null>(null)
  const invalidate = () => queryClient.invalidateQueries({ queryKey: ['discounts'] })
  const end = useMutation({ mutationFn: discountsApi.end, onSuccess: invalidate })
  const remove = useMutation({
    mutationFn: discountsApi.remove,
    onSuccess: async () => {
      setDeleting(null)
      await invalidate()
    },
  })
  const rows = discounts.data?.discounts ?? []
  return (
    <section className="ed-commerce-page" aria-labelledby="ed-discounts-title">
      <header className="ed-commerce-header">
        <h2 id="ed-discounts-title">Discounts</h2>
        <button
          type="button"
          className="ed-primary ed-button-icon"
          onClick={() => setEditing('new')}
        >
          <Plus size={16} aria-hidden="true" />
          New discount
        </button>
      </header>
      {editing !== null ? (
        <DiscountForm
          key={editing === 'new' ? 'new' : editing.version}
          editing={editing === 'new' ? null : editing}
          currency={currency}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <QueryState query={discounts} />
      {discounts.isSuccess && rows.length === 0 ? (
        <EmptyState>No discounts yet. Create a coupon code for your customers.</EmptyState>
      ) : null}
      {end.isError || remove.isError ? (
        <p role="alert">{failureText(end.error ?? remove.error)}</p>
      ) : null}
      {rows.length > 0 ? (
        <Table>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Discount</th>
              <th scope="col">Status</th>
              <th scope="col" className="ed-num">
                Used
              </th>
              <th scope="col">
                <span className="ed-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((discount) => (
              <tr key={discount.coupon.code}>
                <th scope="row">
                  <code>{discount.coupon.code}</code>
                </th>
                <td>{value(discount, currency)}</td>
                <td>
                  <Badge tone={statusTone[discount.status]}>{statusLabel[discount.status]}</Badge>
                </td>
                <td className="ed-num">
                  {discount.timesUsed}
                  {typeof discount.coupon.usageLimit === 'number'
                    ? ` / ${discount.coupon.usageLimit}`
                    : ''}
                </td>
                <td className="ed-row-actions">
                  <button
                    type="button"
                    aria-label={`Edit ${discount.coupon.code}`}
                    onClick={() => setEditing(discount)}
                  >
                    Edit
                  </button>
                  {discount.status === 'active' || discount.status === 'scheduled' ? (
                    <button
                      type="button"
                      aria-label={`End ${discount.coupon.code}`}
                      disabled={end.isPending}
                      onClick={() => end.mutate(discount.coupon.code)}
                    >
                      End
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className="ed-danger-outline"
                    aria-label={`Delete ${discount.coupon.code}`}
                    onClick={() => setDeleting(discount)}
                  >
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
      <Dialog.Root
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="ed-dialog-overlay" />
          <Dialog.Content className="ed-dialog" role="alertdialog">
            <Dialog.Title>Delete {deleting?.coupon.code}?</Dialog.Title>
            <Dialog.Description>
              Customers can no longer use this code. Orders that used it keep their discount.
            </Dialog.Description>
            <div className="ed-actions">
              <button
                type="button"
                className="ed-danger"
                disabled={remove.isPending}
                onClick={() => deleting && remove.mutate(deleting.coupon.code)}
              >
                Delete discount
              </button>
              <Dialog.Close asChild>
                <button type="button">Keep it</button>
              </Dialog.Close>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  )
}
