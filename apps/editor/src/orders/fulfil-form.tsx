import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { fill } from '../strings.js'
import { failureText } from './failure-text.js'
import { ordersApi } from './orders-api.js'
import type { OrderDetail } from './orders-api.js'
import { ordersStrings } from './orders-strings.js'

const leftToShip = (line: OrderDetail['lines'][number]) =>
  Math.max(0, line.quantity - line.fulfilledQuantity - line.refundedQuantity)

/** Ship some or all of what is left: quantities per line, carrier, tracking number, mail or not. */
export function FulfilForm({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const queryClient = useQueryClient()
  const lines = order.lines.filter((line) => line.kind === 'physical' && leftToShip(line) > 0)
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    Object.fromEntries(lines.map((line) => [line.id, leftToShip(line)])),
  )
  const [carrier, setCarrier] = useState('')
  const [tracking, setTracking] = useState('')
  const [notify, setNotify] = useState(true)
  const fulfil = useMutation({
    mutationFn: () =>
      ordersApi.fulfil(order.id, {
        lines: lines
          .map((line) => ({ lineId: line.id, quantity: quantities[line.id] ?? 0 }))
          .filter((line) => line.quantity > 0),
        ...(carrier.trim() === '' ? {} : { carrier: carrier.trim() }),
        ...(tracking.trim() === '' ? {} : { trackingNumber: tracking.trim() }),
        notifyCustomer: notify,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['orders'] })
      onDone()
    },
  })
  const nothing = lines.every((line) => (quantities[line.id] ?? 0) === 0)
  return (
    <form
      className="ed-card ed-action-form"
      aria-label={ordersStrings.fulfil}
      onSubmit={(event) => {
        event.preventDefault()
        fulfil.mutate()
      }}
    >
      <h3>{ordersStrings.fulfil}</h3>
      {lines.map((line) => (
        <label key={line.id} className="ed-inline-field">
          <span>
            {line.title}
            {Object.keys(line.variant).length > 0
              ? ` (${Object.values(line.variant).join(' / ')})`
              : ''}
          </span>
          <input
            type="number"
            min={0}
            max={leftToShip(line)}
            value={quantities[line.id] ?? 0}
            aria-label={fill(ordersStrings.quantityToShip, { title: line.title })}
            onChange={(event) =>
              setQuantities((current) => ({
                ...current,
                [line.id]: Math.min(leftToShip(line), Math.max(0, Number(event.target.value) || 0)),
              }))
            }
          />
          <span className="ed-cell-sub">/ {leftToShip(line)}</span>
        </label>
      ))}
      <div className="ed-field-row">
        <label>
          {ordersStrings.carrier}
          <input value={carrier} maxLength={100} onChange={(e) => setCarrier(e.target.value)} />
        </label>
        <label>
          {ordersStrings.trackingNumber}
          <input value={tracking} maxLength={100} onChange={(e) => setTracking(e.target.value)} />
        </label>
      </div>
      <label className="ed-check">
        <input type="checkbox" checked={notify} onChange={(e) => setNotify(e.target.checked)} />
        {ordersStrings.notifyCustomer}
      </label>
      {fulfil.isError ? <p role="alert">{failureText(fulfil.error)}</p> : null}
      <div className="ed-actions">
        <button type="submit" className="ed-primary" disabled={nothing || fulfil.isPending}>
          {fulfil.isPending ? ordersStrings.working : ordersStrings.fulfil}
        </button>
        <button type="button" onClick={onDone}>
          {ordersStrings.close}
        </button>
      </div>
    </form>
  )
}
