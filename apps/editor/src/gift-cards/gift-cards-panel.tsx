import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useContext, useState } from 'react'
import { formatDate } from '../inbox/format-date.js'
import { failureText } from '../orders/failure-text.js'
import { formatMoney, parseMoneyInput } from '../orders/format-money.js'
import { Badge } from '../orders/status-badge.js'
import { SessionContext } from '../shell/session-context.js'
import { giftCardsApi } from './gift-cards-api.js'
import type { GiftCard } from './gift-cards-api.js'
import { EmptyState, ErrorState, LoadingState, QueryState } from '../ui/states.js'
import { Table } from '../ui/table.js'

function IssueForm({ currency, onDone }: { currency: string; onDone: () => void }) {
  const queryClient = useQueryClient()
  const [amount, setAmount] = useState('')
  const [email, setEmail] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const issue = useMutation({
    mutationFn: (cents: number) => giftCardsApi.issue(cents, email),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['gift-cards'] }),
  })
  return (
    <form
      className="ed-card ed-action-form"
      aria-label="Issue a gift card"
      onSubmit={(event) => {
        event.preventDefault()
        const cents = parseMoneyInput(amount, currency)
        if (cents === undefined || cents === 0) {
          setProblem('Enter the gift card amount.')
          return
        }
        setProblem(null)
        issue.mutate(cents)
      }}
    >
      <h3>Issue a gift card</h3>
      <div className="ed-field-row">
        <label>
          Amount ({currency})
          <input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </label>
        <label>
          Recipient email (optional; the code is mailed)
          <input
            type="email"
            value={email}
            maxLength={320}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
      </div>
      {problem !== null ? <p role="alert">{problem}</p> : null}
      {issue.isError ? <p role="alert">{failureText(issue.error)}</p> : null}
      {issue.isSuccess ? (
        <p role="status">
          Issued. Code (shown only now): <code>{issue.data.fullCode}</code>
        </p>
      ) : null}
      <div className="ed-actions">
        <button type="submit" className="ed-primary" disabled={issue.isPending}>
          Issue gift card
        </button>
        <button type="button" onClick={onDone}>
          Close
        </button>
      </div>
    </form>
  )
}

function CardDetail({ card, onClose }: { card: GiftCard; onClose: () => void }) {
  const timeZone = useContext(SessionContext)?.website.timeZone
  const queryClient = useQueryClient()
  const detail = useQuery({
    queryKey: ['gift-cards', 'detail', card.id],
    queryFn: () => giftCardsApi.detail(card.id),
  })
  const [amount, setAmount] = useState('')
  const [direction, setDirection] = useState<'add' | 'remove'>('add')
  const [reason, setReason] = useState('')
  const [confirmDisable, setConfirmDisable] = useState(false)
  const invalidate = () => queryClient.invalidateQueries({ queryKey: ['gift-cards'] })
  const adjust = useMutation({
    mutationFn: (cents: number) =>
      giftCardsApi.adjust(card.id, direction === 'add' ? cents : -cents, reason),
    onSuccess: async () => {
      setAmount('')
      setReason('')
      await invalidate()
    },
  })
  const disable = useMutation({
    mutationFn: () => giftCardsApi.disable(card.id),
    onSuccess: invalidate,
  })
  const cents = parseMoneyInput(amount, card.currency)
  return (
    <section className="ed-card" aria-label={`Gift card ${card.code}`}>
      <h3>Gift card {card.code}</h3>
      {detail.isPending ? <LoadingState /> : null}
      {detail.isError ? <ErrorState error={detail.error} onRetry={() => detail.refetch()} /> : null}
      {detail.data ? (
        <>
          <p>
            Balance {formatMoney(detail.data.balanceCents, card.currency)} of{' '}
            {formatMoney(detail.data.initialCents, card.currency)}
          </p>
          <ul className="ed-plain-list">
            {detail.data.history.length === 0 ? <li>No use yet.</li> : null}
            {detail.data.history.map((entry) => (
              <li key={entry.id}>
                <span>{formatDate(entry.createdAt, timeZone)}</span>
                <span>
                  {entry.reason}
                  {entry.orderNumber !== null ? ` (order #${entry.orderNumber})` : ''}
                </span>
                <span className="ed-num">{formatMoney(entry.amountCents, card.currency)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {detail.data?.disabledAt === null ? (
        <form
          className="ed-action-form"
          aria-label="Adjust balance"
          onSubmit={(event) => {
            event.preventDefault()
            if (cents !== undefined && cents > 0 && reason.trim() !== '') adjust.mutate(cents)
          }}
        >
          <div className="ed-field-row">
            <label>
              Change
              <select
                aria-label="Change"
                value={direction}
                onChange={(e) => setDirection(e.target.value as 'add' | 'remove')}
              >
                <option value="add">Add to balance</option>
                <option value="remove">Take off balance</option>
              </select>
            </label>
            <label>
              Amount ({card.currency})
              <input
                inputMode="decimal"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
              />
            </label>
            <label>
              Reason
              <input value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
            </label>
          </div>
          {adjust.isError ? <p role="alert">{failureText(adjust.error)}</p> : null}
          <div className="ed-actions">
            <button
              type="submit"
              disabled={
                adjust.isPending || cents === undefined || cents === 0 || reason.trim() === ''
              }
            >
              Adjust balance
            </button>
            {confirmDisable ? (
              <button type="button" className="ed-danger" onClick={() => disable.mutate()}>
                Confirm: disable this card
              </button>
            ) : (
              <button
                type="button"
                className="ed-danger-outline"
                onClick={() => setConfirmDisable(true)}
              >
                Disable card
              </button>
            )}
            <button type="button" onClick={onClose}>
              Close
            </button>
          </div>
          {disable.isError ? <p role="alert">{failureText(disable.error)}</p> : null}
        </form>
      ) : (
        <div className="ed-actions">
          <button type="button" onClick={onClose}>
            Close
          </button>
        </div>
      )}
    </section>
  )
}

/** Gift cards: issued cards (codes masked), their history; issue, adjust and disable. */
export function GiftCardsPanel() {
  const timeZone = useContext(SessionContext)?.website.timeZone
  const [page, setPage] = useState(1)
  const [issuing, setIssuing] = useState(false)
  const [open, setOpen] = useState<GiftCard | null>(null)
  const list = useQuery({
    queryKey: ['gift-cards', 'list', page],
    queryFn: () => giftCardsApi.list(page),
    placeholderData: keepPreviousData,
  })
  const rows = list.data?.giftCards ?? []
  return (
    <section className="ed-commerce-page" aria-labelledby="ed-gift-cards-title">
      <header className="ed-commerce-header">
        <h2 id="ed-gift-cards-title">Gift cards</h2>
        <button
          type="button"
          className="ed-primary ed-button-icon"
          onClick={() => setIssuing(true)}
        >
          <Plus size={16} aria-hidden="true" />
          Issue gift card
        </button>
      </header>
      {issuing ? (
        <IssueForm currency={list.data?.currency ?? 'USD'} onDone={() => setIssuing(false)} />
      ) : null}
      {open !== null ? (
        <CardDetail key={open.id} card={open} onClose={() => setOpen(null)} />
      ) : null}
      <QueryState query={list} />
      {list.isSuccess && rows.length === 0 ? (
        <EmptyState>
          No gift cards yet. Cards sold in the store and issued here appear here.
        </EmptyState>
      ) : null}
      {rows.length > 0 ? (
        <Table>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Recipient</th>
              <th scope="col">Issued</th>
              <th scope="col">Status</th>
              <th scope="col" className="ed-num">
                Balance
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((card) => (
              <tr key={card.id}>
                <th scope="row">
                  <button
                    type="button"
                    className="ed-link"
                    aria-label={`Gift card ending ${card.code.slice(-4)}`}
                    onClick={() => setOpen(card)}
                  >
                    {card.code}
                  </button>
                </th>
                <td>{card.recipientEmail ?? '—'}</td>
                <td>{formatDate(card.createdAt, timeZone)}</td>
                <td>
                  {card.disabledAt !== null ? (
                    <Badge tone="bad">Disabled</Badge>
                  ) : card.balanceCents === 0 ? (
                    <Badge tone="neutral">Spent</Badge>
                  ) : (
                    <Badge tone="good">Active</Badge>
                  )}
                </td>
                <td className="ed-num">
                  {formatMoney(card.balanceCents, card.currency)}
                  <span className="ed-cell-sub">
                    of {formatMoney(card.initialCents, card.currency)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
      {page > 1 || list.data?.hasNextPage ? (
        <nav className="ed-actions" aria-label="Gift card pages">
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
    </section>
  )
}
