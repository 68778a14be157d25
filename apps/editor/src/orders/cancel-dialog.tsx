import * as Dialog from '@radix-ui/react-dialog'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { fill } from '../strings.js'
import { failureText } from './failure-text.js'
import { formatMoney } from './format-money.js'
import { ordersApi } from './orders-api.js'
import type { OrderDetail } from './orders-api.js'
import { ordersStrings } from './orders-strings.js'

/** Cancelling refunds and restocks everything, so it asks first. */
export function CancelDialog({
  order,
  open,
  onOpenChange,
}: {
  order: OrderDetail
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const queryClient = useQueryClient()
  const [reason, setReason] = useState('')
  const cancel = useMutation({
    mutationFn: () => ordersApi.cancel(order.id, reason.trim()),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['orders'] })
      onOpenChange(false)
    },
  })
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="ed-dialog-overlay" />
        <Dialog.Content className="ed-dialog" role="alertdialog">
          <Dialog.Title>
            {fill(ordersStrings.cancelTitle, { number: order.orderNumber })}
          </Dialog.Title>
          <Dialog.Description>
            {fill(ordersStrings.cancelBody, {
              amount: formatMoney(order.refundableCents, order.currency),
            })}
          </Dialog.Description>
          <label>
            {ordersStrings.reason}
            <input value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
          </label>
          {cancel.isError ? <p role="alert">{failureText(cancel.error)}</p> : null}
          <div className="ed-actions">
            <button
              type="button"
              className="ed-danger"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate()}
            >
              {cancel.isPending ? ordersStrings.working : ordersStrings.confirmCancel}
            </button>
            <Dialog.Close asChild>
              <button type="button">{ordersStrings.keepOrder}</button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
