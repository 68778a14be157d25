import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { failureText } from '../orders/failure-text.js'
import { minorPerMajor, parseMoneyInput } from '../orders/format-money.js'
import type { Discount } from '../api/api-types.js'
import type { Coupon } from './discounts-api.js'
import { discountsApi } from './discounts-api.js'

const toDay = (ms: number | null | undefined) =>
  typeof ms === 'number' ? new Date(ms).toISOString().slice(0, 10) : ''
const fromDay = (day: string) => (day === '' ? null : Date.parse(`${day}T00:00:00.000Z`))
const list = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')

/** Creates a coupon, or edits one from the version it was read at (a conflict says so). */
export function DiscountForm({
  editing,
  currency,
  onDone,
}: {
  editing: Discount | null
  currency: string
  onDone: () => void
}) {
  const queryClient = useQueryClient()
  const start = editing?.coupon
  const major = minorPerMajor(currency)
  const money = (cents: number | undefined) =>
    cents === undefined ? '' : (cents / major).toFixed(Math.log10(major))
  const [code, setCode] = useState(start?.code ?? '')
  const [kind, setKind] = useState<Coupon['kind']>(start?.kind ?? 'percentage')
  const [percent, setPercent] = useState(
    start?.kind === 'percentage' ? String(start.percentBasisPoints / 100) : '',
  )
  const [amount, setAmount] = useState(
    money(start?.kind === 'fixed-amount' ? start.amountCents : undefined),
  )
  const [minimum, setMinimum] = useState(money(start?.minimumSubtotalCents))
  const [scopeKind, setScopeKind] = useState<'all' | 'products' | 'categories'>(
    start?.scope?.kind ?? 'all',
  )
  const [scopeIds, setScopeIds] = useState(
    start?.scope?.kind === 'products'
      ? start.scope.itemIds.join(', ')
      : start?.scope?.kind === 'categories'
        ? start.scope.categoryIds.join(', ')
        : '',
  )
  const [startsAt, setStartsAt] = useState(toDay(start?.startsAt))
  const [endsAt, setEndsAt] = useState(toDay(start?.endsAt))
  const [usageLimit, setUsageLimit] = useState(start?.usageLimit?.toString() ?? '')
  const [perCustomer, setPerCustomer] = useState(start?.usageLimitPerCustomer?.toString() ?? '')
  const [problem, setProblem] = useState<string | null>(null)

  const build = (): Coupon | string => {
    const coupon: Coupon = { code: code.trim(), kind }
    if (kind === 'percentage') {
      const value = Number(percent)
      if (!(value > 0 && value <= 100)) return 'Enter a percentage between 0 and 100.'
      coupon.percentBasisPoints = Math.round(value * 100)
    }
    if (kind === 'fixed-amount') {
      const cents = parseMoneyInput(amount, currency)
      if (cents === undefined || cents === 0) return 'Enter the amount off.'
      coupon.amountCents = cents
    }
    if (minimum.trim() !== '') {
      const cents = parseMoneyInput(minimum, currency)
      if (cents === undefined) return 'Enter the minimum subtotal as an amount.'
      coupon.minimumSubtotalCents = cents
    }
    if (scopeKind === 'products') coupon.scope = { kind: 'products', itemIds: list(scopeIds) }
    if (scopeKind === 'categories') {
      coupon.scope = { kind: 'categories', categoryIds: list(scopeIds) }
    }
    coupon.startsAt = fromDay(startsAt)
    coupon.endsAt = fromDay(endsAt)
    coupon.usageLimit = usageLimit === '' ? null : Number(usageLimit)
    coupon.usageLimitPerCustomer = perCustomer === '' ? null : Number(perCustomer)
    return coupon
  }

  const save = useMutation({
    mutationFn: (coupon: Coupon) =>
      editing === null
        ? discountsApi.create(coupon)
        : discountsApi.update(editing.coupon.code, coupon, editing.version),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['discounts'] })
      onDone()
    },
  })

  return (
    <form
      className="ed-card ed-action-form"
      aria-label={editing === null ? 'New discount' : `Edit ${editing.coupon.code}`}
      onSubmit={(event) => {
        event.preventDefault()
        const coupon = build()
        if (typeof coupon === 'string') {
          setProblem(coupon)
          return
        }
        setProblem(null)
        save.mutate(coupon)
      }}
    >
      <h3>{editing === null ? 'New discount' : `Edit ${editing.coupon.code}`}</h3>
      <div className="ed-field-row">
        <label>
          Code
          <input
            value={code}
            required
            maxLength={64}
            pattern="[A-Za-z0-9_\-]{1,64}"
            onChange={(event) => setCode(event.target.value)}
          />
        </label>
        <label>
          Type
          <select
            aria-label="Type"
            value={kind}
            onChange={(event) => setKind(event.target.value as Coupon['kind'])}
          >
            <option value="percentage">Percentage off</option>
            <option value="fixed-amount">Fixed amount off</option>
            <option value="free-shipping">Free shipping</option>
          </select>
        </label>
        {kind === 'percentage' ? (
          <label>
            Percentage
            <input
              inputMode="decimal"
              value={percent}
              onChange={(event) => setPercent(event.target.value)}
            />
          </label>
        ) : null}
        {kind === 'fixed-amount' ? (
          <label>
            Amount off ({currency})
            <input
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          </label>
        ) : null}
      </div>
      <div className="ed-field-row">
        <label>
          Minimum subtotal ({currency}, optional)
          <input
            inputMode="decimal"
            value={minimum}
            onChange={(event) => setMinimum(event.target.value)}
          />
        </label>
        <label>
          Applies to
          <select
            aria-label="Applies to"
            value={scopeKind}
            onChange={(event) => setScopeKind(event.target.value as typeof scopeKind)}
          >
            <option value="all">Every product</option>
            <option value="categories">Some categories</option>
            <option value="products">Some products</option>
          </select>
        </label>
        {scopeKind !== 'all' ? (
          <label>
            {scopeKind === 'categories' ? 'Category names' : 'Product ids'} (comma separated)
            <input value={scopeIds} onChange={(event) => setScopeIds(event.target.value)} />
          </label>
        ) : null}
      </div>
      <div className="ed-field-row">
        <label>
          Starts (UTC day, optional)
          <input
            type="date"
            value={startsAt}
            onChange={(event) => setStartsAt(event.target.value)}
          />
        </label>
        <label>
          Ends (UTC day, optional)
          <input type="date" value={endsAt} onChange={(event) => setEndsAt(event.target.value)} />
        </label>
        <label>
          Total uses (optional)
          <input
            type="number"
            min={1}
            value={usageLimit}
            onChange={(event) => setUsageLimit(event.target.value)}
          />
        </label>
        <label>
          Uses per customer (optional)
          <input
            type="number"
            min={1}
            value={perCustomer}
            onChange={(event) => setPerCustomer(event.target.value)}
          />
        </label>
      </div>
      {problem !== null ? <p role="alert">{problem}</p> : null}
      {save.isError ? <p role="alert">{failureText(save.error)}</p> : null}
      <div className="ed-actions">
        <button type="submit" className="ed-primary" disabled={save.isPending}>
          {editing === null ? 'Create discount' : 'Save discount'}
        </button>
        <button type="button" onClick={onDone}>
          Close
        </button>
      </div>
    </form>
  )
}
