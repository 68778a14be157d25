import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiError } from '../api/api-error.js'
import { cartRemindersApi, type CartReminderSettings } from '../api/cart-reminders-api.js'
import { editorStrings } from '../strings.js'
import './cart-reminder-settings.css'

const key = ['back-office', 'cart-reminders'] as const

/** The delays an owner picks from, in minutes (the server takes 15 minutes to 7 days). */
const delays = [
  { minutes: 60, label: '1 hour' },
  { minutes: 3 * 60, label: '3 hours' },
  { minutes: 6 * 60, label: '6 hours' },
  { minutes: 12 * 60, label: '12 hours' },
  { minutes: 24 * 60, label: '24 hours' },
  { minutes: 48 * 60, label: '2 days' },
]

/** Abandoned-cart reminders: off by default, one mail after the chosen delay; the counts. */
export function CartReminderSettingsCard() {
  const settings = useQuery({ queryKey: key, queryFn: cartRemindersApi.get })
  if (settings.isPending) return <p>{editorStrings.loading}</p>
  if (settings.isError) {
    return (
      <p role="alert" className="bo-error">
        {editorStrings.unableToLoadTryAgain}{' '}
        <button type="button" onClick={() => void settings.refetch()}>
          {editorStrings.tryAgain}
        </button>
      </p>
    )
  }
  return <ReminderForm loaded={settings.data} />
}

function ReminderForm({ loaded }: { loaded: CartReminderSettings }) {
  const client = useQueryClient()
  const [enabled, setEnabled] = useState(loaded.delayMinutes !== null)
  const [delay, setDelay] = useState(loaded.delayMinutes ?? 60)
  const [message, setMessage] = useState<{ ok: boolean; text: string }>()
  const save = useMutation({
    mutationFn: () => cartRemindersApi.save(enabled ? delay : null),
    onSuccess: async () => {
      setMessage({ ok: true, text: editorStrings.saved })
      await client.invalidateQueries({ queryKey: key })
    },
    onError: (error) =>
      setMessage({
        ok: false,
        text: error instanceof ApiError ? error.message : editorStrings.somethingWentWrong,
      }),
  })
  const choices = delays.some((choice) => choice.minutes === delay)
    ? delays
    : [...delays, { minutes: delay, label: `${delay} minutes` }]
  return (
    <form
      className="bo-card"
      aria-label="Abandoned cart reminders"
      onSubmit={(event) => {
        event.preventDefault()
        setMessage(undefined)
        save.mutate()
      }}
    >
      <h3>Abandoned cart reminders</h3>
      <label className="bo-check">
        <input
          type="checkbox"
          checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
        />
        Email shoppers who gave their email at checkout but did not order
      </label>
      {enabled ? (
        <label className="bo-field">
          <span>Send the reminder after</span>
          <select value={delay} onChange={(event) => setDelay(Number(event.target.value))}>
            {choices.map((choice) => (
              <option key={choice.minutes} value={choice.minutes}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <p className="bo-reminder-note">
        One reminder per cart, never after an order, with a link that brings the cart back.
      </p>
      <dl className="bo-reminder-stats">
        <div>
          <dt>Reminders sent</dt>
          <dd>{loaded.remindersSent}</dd>
        </div>
        <div>
          <dt>Carts recovered</dt>
          <dd>{loaded.cartsRecovered}</dd>
        </div>
      </dl>
      {message ? (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'bo-ok' : 'bo-error'}>
          {message.text}
        </p>
      ) : null}
      <div className="bo-actions">
        <button type="submit" className="bo-primary" disabled={save.isPending}>
          {save.isPending ? editorStrings.saving : 'Save reminders'}
        </button>
      </div>
    </form>
  )
}
