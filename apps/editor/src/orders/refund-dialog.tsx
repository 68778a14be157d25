import * as Dialog from '@radix-ui/react-dialog'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { X } from 'lucide-react'
import { useState } from 'react'
import { refundPrefillCents } from '@atelier/commerce'
import { fill } from '../strings.js'
import { failureText } from './failure-text.js'
import { formatMoney, minorPerMajor, parseMoneyInput } from './format-money.js'
import { ordersApi } from './orders-api.js'
import type { OrderDetail } from './orders-api.js'
import { ordersStrings } from './orders-strings.js'

const leftToRefund = (line: OrderDetail['lines'][number]) => line.quantity - line.refundedQuantity

/**
 * Refund by line (each optionally restocked) or by amount: the amount starts as what the customer
 * paid for the chosen lines (after discounts, with their tax), capped at what is left, and the
 * owner may change it.
 */
export function RefundDialog({
  order,
  open,
  onOpenChange,
}: {
  order: OrderDetail
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const queryClient = useQueryClient()
  const lines = order.lines.filter((line) => leftToRefund(line) > 0)
  const [quantities, setQuantities] = useState<Record<string, number>>({})
  const [restock, setRestock] = useState<Record<string, boolean>>({})
  const [amountText, setAmountText] = useState<string | null>(null)
  const [reason, setReason] = useState('')
  const chosen = lines.map((line) => ({ line, count: quantities[line.id] ?? 0 }))
  const unitsChosen = chosen.reduce((sum, entry) => sum + entry.count, 0)
  const suggested = refundPrefillCents(chosen, order.refundableCents)
  const major = minorPerMajor(order.currency)
  const shownAmount = amountText ?? (suggested / major).toFixed(Math.log10(major))
  const amountCents = parseMoneyInput(shownAmount, order.currency)
  const valid = amountCents !== undefined && amountCents <= order.refundableCents
  const refund = useMutation({
    mutationFn: () =>
      ordersApi.refund(order.id, {
        lines: lines
          .filter((line) => (quantities[line.id] ?? 0) > 0)
          .map((line) => ({
            lineId: line.id,
            quantity: quantities[line.id] ?? 0,
            restock: restock[line.id] ?? false,
          })),
        ...(amountCents === undefined ? {} : { amountCents }),
        ...(reason.trim() === '' ? {} : { reason: reason.trim() }),
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['orders'] })
      onOpenChange(false)
    },
  })
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="ed-dialog-overlay" />
        <Dialog.Content className="ed-dialog" aria-describedby={undefined}>
          <Dialog.Title>{ordersStrings.refund}</Dialog.Title>
          <Dialog.Close className="ed-icon-button ed-dialog-close" aria-label={ordersStrings.close}>
            <X size={16} aria-hidden="true" />
          </Dialog.Close>
          <form
            onSubmit={(event) => {
              event.preventDefault()
              if (valid) refund.mutate()
            }}
          >
            {lines.length > 0 ? (
              <table className="ed-table ed-table-compact">
                <tbody>
                  {lines.map((line) => (
                    <tr key={line.id}>
                      <th scope="row">
                        {line.title}
                        <span className="ed-cell-sub">
                          {formatMoney(line.unitPriceCents, order.currency)} × {leftToRefund(line)}
                        </span>
                      </th>
                      <td>
                        <input
                          type="number"
                          min={0}
                          max={leftToRefund(line)}
                          value={quantities[line.id] ?? 0}
                          aria-label={fill(ordersStrings.quantityToRefund, { title: line.title })}
                          onChange={(event) => {
                            setAmountText(null)
                            setQuantities((current) => ({
                              ...current,
                              [line.id]: Math.min(
                                leftToRefund(line),
                                Math.max(0, Number(event.target.value) || 0),
                              ),
                            }))
                          }}
                        />
                      </td>
                      <td>
                        {line.stockTaken - line.restockedQuantity > 0 ? (
                          <label className="ed-check">
                            <input
                              type="checkbox"
                              checked={restock[line.id] ?? false}
                              aria-label={fill(ordersStrings.restockLine, { title: line.title })}
                              onChange={(event) =>
                                setRestock((current) => ({
                                  ...current,
                                  [line.id]: event.target.checked,
                                }))
                              }
                            />
                            <span aria-hidden="true">{ordersStrings.restock}</span>
                          </label>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
            <label>
              {fill(ordersStrings.refundAmount, { currency: order.currency })}
              <input
                inputMode="decimal"
                value={shownAmount}
                aria-describedby="ed-refund-hint"
                onChange={(event) => setAmountText(event.target.value)}
              />
            </label>
            <p id="ed-refund-hint" className="ed-field-hint">
              {fill(ordersStrings.refundAmountHint, {
                amount: formatMoney(order.refundableCents, order.currency),
              })}
            </p>
            <label>
              {ordersStrings.reason}
              <input value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
            </label>
            {refund.isError ? <p role="alert">{failureText(refund.error)}</p> : null}
            <div className="ed-actions">
              <button
                type="submit"
                className="ed-primary"
                disabled={!valid || refund.isPending || (amountCents === 0 && unitsChosen === 0)}
              >
                {refund.isPending
                  ? ordersStrings.working
                  : fill(ordersStrings.confirmRefund, {
                      amount: formatMoney(amountCents ?? 0, order.currency),
                    })}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
