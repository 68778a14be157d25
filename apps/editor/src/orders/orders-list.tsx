import { useInfiniteQuery } from '@tanstack/react-query'
import { Download, Search } from 'lucide-react'
import { useContext, useState } from 'react'
import { formatDate } from '../inbox/format-date.js'
import { SessionContext } from '../shell/session-context.js'
import { editorStrings } from '../strings.js'
import { formatMoney } from './format-money.js'
import { ordersApi } from './orders-api.js'
import type { FulfillmentStatus, OrderFilter, PaymentStatus } from './orders-api.js'
import { ordersStrings } from './orders-strings.js'
import { FulfillmentBadge, PaymentBadge } from './status-badge.js'
import { EmptyState, QueryState } from '../ui/states.js'
import { Table } from '../ui/table.js'

const paymentChoices = Object.keys(ordersStrings.paymentLabels) as PaymentStatus[]
const fulfillmentChoices = Object.keys(ordersStrings.fulfillmentLabels) as FulfillmentStatus[]

/** The orders list: search, filters, newest first, more on request, and the CSV of the same. */
export function OrdersList({ onOpen }: { onOpen: (id: string) => void }) {
  const timeZone = useContext(SessionContext)?.website.timeZone
  const [draft, setDraft] = useState('')
  const [filter, setFilter] = useState<OrderFilter>({})
  const orders = useInfiniteQuery({
    queryKey: ['orders', 'list', filter],
    queryFn: ({ pageParam }) => ordersApi.list(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextPageCursor ?? undefined,
  })
  const rows = orders.data?.pages.flatMap((page) => page.orders) ?? []
  const filtered = Object.values(filter).some((value) => value !== undefined && value !== '')
  return (
    <section className="ed-commerce-page" aria-labelledby="ed-orders-title">
      <header className="ed-commerce-header">
        <h2 id="ed-orders-title">{ordersStrings.sections.orders}</h2>
        <a className="ed-button-link" href={ordersApi.csvUrl(filter)} download>
          <Download size={16} aria-hidden="true" />
          {ordersStrings.exportCsv}
        </a>
      </header>
      <form
        className="ed-filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          setFilter((current) => ({ ...current, q: draft }))
        }}
      >
        <label className="ed-search">
          <span className="ed-visually-hidden">{ordersStrings.search}</span>
          <Search size={16} aria-hidden="true" />
          <input
            type="search"
            value={draft}
            placeholder={ordersStrings.searchHint}
            maxLength={200}
            onChange={(event) => setDraft(event.target.value)}
          />
        </label>
        <label>
          {ordersStrings.payment}
          <select
            aria-label={ordersStrings.payment}
            value={filter.payment ?? ''}
            onChange={(event) =>
              setFilter((current) => ({
                ...current,
                payment: event.target.value as PaymentStatus | '',
              }))
            }
          >
            <option value="">{ordersStrings.any}</option>
            {paymentChoices.map((status) => (
              <option key={status} value={status}>
                {ordersStrings.paymentLabels[status]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {ordersStrings.fulfillment}
          <select
            aria-label={ordersStrings.fulfillment}
            value={filter.fulfillment ?? ''}
            onChange={(event) =>
              setFilter((current) => ({
                ...current,
                fulfillment: event.target.value as FulfillmentStatus | '',
              }))
            }
          >
            <option value="">{ordersStrings.any}</option>
            {fulfillmentChoices.map((status) => (
              <option key={status} value={status}>
                {ordersStrings.fulfillmentLabels[status]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {ordersStrings.from}
          <input
            type="date"
            value={filter.from ?? ''}
            onChange={(event) => setFilter((current) => ({ ...current, from: event.target.value }))}
          />
        </label>
        <label>
          {ordersStrings.to}
          <input
            type="date"
            value={filter.to ?? ''}
            onChange={(event) => setFilter((current) => ({ ...current, to: event.target.value }))}
          />
        </label>
        <button type="submit">{ordersStrings.search}</button>
        {filtered ? (
          <button
            type="button"
            onClick={() => {
              setDraft('')
              setFilter({})
            }}
          >
            {ordersStrings.clearFilters}
          </button>
        ) : null}
      </form>
      <QueryState query={orders} />
      {orders.isSuccess && rows.length === 0 ? (
        <EmptyState>{filtered ? ordersStrings.noMatch : ordersStrings.noOrders}</EmptyState>
      ) : null}
      {rows.length > 0 ? (
        <Table>
          <thead>
            <tr>
              <th scope="col">{ordersStrings.order}</th>
              <th scope="col">{ordersStrings.date}</th>
              <th scope="col">{ordersStrings.customer}</th>
              <th scope="col">{ordersStrings.payment}</th>
              <th scope="col">{ordersStrings.fulfillment}</th>
              <th scope="col" className="ed-num">
                {ordersStrings.items}
              </th>
              <th scope="col" className="ed-num">
                {ordersStrings.total}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((order) => (
              <tr key={order.id}>
                <th scope="row">
                  <button type="button" className="ed-link" onClick={() => onOpen(order.id)}>
                    #{order.orderNumber}
                  </button>
                  {order.testMode ? (
                    <span className="ed-badge ed-badge-neutral">{ordersStrings.testOrder}</span>
                  ) : null}
                </th>
                <td>
                  <time dateTime={order.createdAt}>{formatDate(order.createdAt, timeZone)}</time>
                </td>
                <td>
                  <span className="ed-cell-main">{order.customerName || order.email}</span>
                  {order.customerName ? <span className="ed-cell-sub">{order.email}</span> : null}
                </td>
                <td>
                  <PaymentBadge status={order.paymentStatus} />
                </td>
                <td>
                  <FulfillmentBadge status={order.fulfillmentStatus} />
                </td>
                <td className="ed-num">{order.itemCount}</td>
                <td className="ed-num">{formatMoney(order.grandTotalCents, order.currency)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
      {orders.hasNextPage ? (
        <button
          type="button"
          disabled={orders.isFetchingNextPage}
          onClick={() => void orders.fetchNextPage()}
        >
          {editorStrings.loadMore}
        </button>
      ) : null}
    </section>
  )
}
