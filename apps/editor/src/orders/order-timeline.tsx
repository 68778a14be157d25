import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { formatDate } from '../inbox/format-date.js'
import { fill } from '../strings.js'
import { failureText } from './failure-text.js'
import { formatMoney } from './format-money.js'
import { ordersApi } from './orders-api.js'
import type { OrderDetail, OrderEvent } from './orders-api.js'
import { ordersStrings } from './orders-strings.js'

function eventDetails(event: OrderEvent, currency: string): string[] {
  const data = event.data ?? {}
  const details: string[] = []
  const { eventDetails: texts } = ordersStrings
  if (typeof data.amountCents === 'number') {
    details.push(fill(texts.amount, { amount: formatMoney(data.amountCents, currency) }))
  }
  if (typeof data.restockedUnits === 'number' && data.restockedUnits > 0) {
    details.push(fill(texts.restocked, { count: data.restockedUnits }))
  }
  if (typeof data.carrier === 'string') details.push(fill(texts.carrier, { carrier: data.carrier }))
  if (typeof data.trackingNumber === 'string') {
    details.push(fill(texts.tracking, { tracking: data.trackingNumber }))
  }
  if (Array.isArray(data.lines)) {
    for (const line of data.lines as Array<{ title?: unknown; quantity?: unknown }>) {
      if (typeof line.title === 'string') details.push(`${String(line.quantity)} × ${line.title}`)
    }
  }
  if (typeof data.reason === 'string') details.push(data.reason)
  return details
}

/** What happened to the order, oldest first, and the owner's private notes. */
export function OrderTimeline({ order, timeZone }: { order: OrderDetail; timeZone?: string }) {
  const queryClient = useQueryClient()
  const [text, setText] = useState('')
  const note = useMutation({
    mutationFn: () => ordersApi.note(order.id, text),
    onSuccess: async () => {
      setText('')
      await queryClient.invalidateQueries({ queryKey: ['orders', 'detail', order.id] })
    },
  })
  return (
    <section className="ed-card" aria-labelledby="ed-order-timeline">
      <h3 id="ed-order-timeline">{ordersStrings.timeline}</h3>
      <form
        className="ed-note-form"
        onSubmit={(event) => {
          event.preventDefault()
          if (text.trim() !== '') note.mutate()
        }}
      >
        <label>
          {ordersStrings.addNote}
          <textarea
            rows={2}
            value={text}
            maxLength={5000}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        {note.isError ? <p role="alert">{failureText(note.error)}</p> : null}
        <button type="submit" disabled={text.trim() === '' || note.isPending}>
          {ordersStrings.saveNote}
        </button>
      </form>
      <ol className="ed-timeline">
        {[...order.events].reverse().map((event) => (
          <li key={event.id} className={`ed-timeline-${event.kind}`}>
            <p className="ed-timeline-message">{event.message}</p>
            {eventDetails(event, order.currency).map((detail, index) => (
              <p key={index} className="ed-cell-sub">
                {detail}
              </p>
            ))}
            <p className="ed-cell-sub">
              <time dateTime={event.createdAt}>{formatDate(event.createdAt, timeZone)}</time>
              {event.actor ? ` · ${fill(ordersStrings.by, { actor: event.actor })}` : ''}
            </p>
          </li>
        ))}
      </ol>
    </section>
  )
}
