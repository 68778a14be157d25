import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { ArrowLeft, Download, Search } from 'lucide-react'
import { useContext, useState } from 'react'
import { formatDate } from '../inbox/format-date.js'
import { formatMoney } from '../orders/format-money.js'
import { ordersStrings } from '../orders/orders-strings.js'
import { FulfillmentBadge, PaymentBadge } from '../orders/status-badge.js'
import { SessionContext } from '../shell/session-context.js'
import { editorStrings, fill } from '../strings.js'
import { CustomerAccountCard } from './customer-account-card.js'
import { CustomerMembershipsCard } from './customer-memberships-card.js'
import { customersApi } from './customers-api.js'
import { customersStrings } from './customers-strings.js'
import { EmptyState, QueryState } from '../ui/states.js'
import { Table } from '../ui/table.js'

/** Customers: who bought, how often and how much; one customer's orders, addresses, account. */
export function CustomersPanel({ onOpenOrder }: { onOpenOrder: (id: string) => void }) {
  const [email, setEmail] = useState<string | null>(null)
  return email === null ? (
    <CustomersList onOpen={setEmail} />
  ) : (
    <CustomerPage email={email} onBack={() => setEmail(null)} onOpenOrder={onOpenOrder} />
  )
}

function CustomersList({ onOpen }: { onOpen: (email: string) => void }) {
  const timeZone = useContext(SessionContext)?.website.timeZone
  const [draft, setDraft] = useState('')
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const customers = useQuery({
    queryKey: ['customers', 'list', q, page],
    queryFn: () => customersApi.list(q, page),
    placeholderData: keepPreviousData,
  })
  const rows = customers.data?.customers ?? []
  return (
    <section className="ed-commerce-page" aria-labelledby="ed-customers-title">
      <header className="ed-commerce-header">
        <h2 id="ed-customers-title">{customersStrings.title}</h2>
        <a className="ed-button-link" href={customersApi.csvUrl(q)} download>
          <Download size={16} aria-hidden="true" />
          {customersStrings.exportCsv}
        </a>
      </header>
      <form
        className="ed-filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          setQ(draft)
          setPage(1)
        }}
      >
        <label className="ed-search">
          <span className="ed-visually-hidden">{customersStrings.search}</span>
          <Search size={16} aria-hidden="true" />
          <input
            type="search"
            value={draft}
            maxLength={200}
            placeholder={customersStrings.searchHint}
            onChange={(event) => setDraft(event.target.value)}
          />
        </label>
        <button type="submit">{customersStrings.search}</button>
      </form>
      <QueryState query={customers} />
      {customers.isSuccess && rows.length === 0 ? (
        <EmptyState>{q === '' ? customersStrings.none : customersStrings.noMatch}</EmptyState>
      ) : null}
      {rows.length > 0 ? (
        <Table>
          <thead>
            <tr>
              <th scope="col">{customersStrings.customer}</th>
              <th scope="col" className="ed-num">
                {customersStrings.orders}
              </th>
              <th scope="col" className="ed-num">
                {customersStrings.totalSpent}
              </th>
              <th scope="col">{customersStrings.lastOrder}</th>
              <th scope="col">{customersStrings.accountColumn}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.email}>
                <th scope="row">
                  <button type="button" className="ed-link" onClick={() => onOpen(row.email)}>
                    {row.name || row.email}
                  </button>
                  {row.name ? <span className="ed-cell-sub">{row.email}</span> : null}
                </th>
                <td className="ed-num">{row.ordersCount}</td>
                <td className="ed-num">{formatMoney(row.totalSpentCents, row.currency)}</td>
                <td>
                  <time dateTime={row.lastOrderAt}>{formatDate(row.lastOrderAt, timeZone)}</time>
                </td>
                <td>
                  {row.accountStatus === 'active'
                    ? customersStrings.accountActive
                    : row.accountStatus === 'disabled'
                      ? customersStrings.accountDisabled
                      : customersStrings.accountNone}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
      {page > 1 || customers.data?.hasNextPage ? (
        <nav className="ed-actions" aria-label={fill(customersStrings.pageOf, { page })}>
          <button type="button" disabled={page === 1} onClick={() => setPage(page - 1)}>
            {customersStrings.previous}
          </button>
          <button
            type="button"
            disabled={!customers.data?.hasNextPage}
            onClick={() => setPage(page + 1)}
          >
            {customersStrings.next}
          </button>
        </nav>
      ) : null}
    </section>
  )
}

function CustomerPage({
  email,
  onBack,
  onOpenOrder,
}: {
  email: string
  onBack: () => void
  onOpenOrder: (id: string) => void
}) {
  const timeZone = useContext(SessionContext)?.website.timeZone
  const customer = useQuery({
    queryKey: ['customers', 'detail', email],
    queryFn: () => customersApi.detail(email),
  })
  const back = (
    <button type="button" className="ed-back" onClick={onBack}>
      <ArrowLeft size={16} aria-hidden="true" />
      {customersStrings.back}
    </button>
  )
  if (customer.isPending) {
    return (
      <section className="ed-commerce-page">
        {back}
        <p aria-live="polite">{editorStrings.loading}</p>
      </section>
    )
  }
  if (customer.isError) {
    return (
      <section className="ed-commerce-page">
        {back}
        <p role="alert">
          {editorStrings.unableToLoadTryAgain}{' '}
          <button type="button" onClick={() => void customer.refetch()}>
            {editorStrings.retry}
          </button>
        </p>
      </section>
    )
  }
  const data = customer.data
  return (
    <section className="ed-commerce-page" aria-labelledby="ed-customer-title">
      {back}
      <header className="ed-commerce-header">
        <div>
          <h2 id="ed-customer-title">{data.name || data.email}</h2>
          <p className="ed-cell-sub">
            <a href={`mailto:${data.email}`}>{data.email}</a>
          </p>
        </div>
        <p className="ed-cell-sub">
          {customersStrings.totalSpent}: {formatMoney(data.totalSpentCents, data.currency)}
        </p>
      </header>
      <div className="ed-order-grid">
        <section className="ed-card" aria-labelledby="ed-customer-orders">
          <h3 id="ed-customer-orders">{customersStrings.orders}</h3>
          <Table>
            <thead>
              <tr>
                <th scope="col">{ordersStrings.order}</th>
                <th scope="col">{ordersStrings.date}</th>
                <th scope="col">{ordersStrings.payment}</th>
                <th scope="col">{ordersStrings.fulfillment}</th>
                <th scope="col" className="ed-num">
                  {ordersStrings.total}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.orders.map((order) => (
                <tr key={order.id}>
                  <th scope="row">
                    <button type="button" className="ed-link" onClick={() => onOpenOrder(order.id)}>
                      #{order.orderNumber}
                    </button>
                  </th>
                  <td>{formatDate(order.createdAt, timeZone)}</td>
                  <td>
                    <PaymentBadge status={order.paymentStatus} />
                  </td>
                  <td>
                    <FulfillmentBadge status={order.fulfillmentStatus} />
                  </td>
                  <td className="ed-num">{formatMoney(order.grandTotalCents, order.currency)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </section>
        <aside className="ed-order-side">
          <CustomerAccountCard customer={data} timeZone={timeZone} />
          <CustomerMembershipsCard customer={data} />
          <section className="ed-card" aria-labelledby="ed-customer-newsletter">
            <h3 id="ed-customer-newsletter">{customersStrings.newsletter}</h3>
            {data.newsletters.length === 0 ? (
              <p className="ed-cell-sub">{customersStrings.noNewsletter}</p>
            ) : (
              <ul className="ed-plain-list">
                {data.newsletters.map((entry) => (
                  <li key={entry.listName}>
                    {entry.listName}
                    <span className="ed-badge ed-badge-neutral">{entry.status}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="ed-card" aria-labelledby="ed-customer-addresses">
            <h3 id="ed-customer-addresses">{customersStrings.addresses}</h3>
            {data.addresses.map((address, index) => (
              <address key={index} className="ed-address">
                {[
                  [address.firstName, address.lastName].filter(Boolean).join(' '),
                  address.address1,
                  [address.postalCode, address.city, address.region].filter(Boolean).join(' '),
                  address.country,
                ]
                  .filter((line) => line)
                  .map((line, lineIndex) => (
                    <span key={lineIndex}>
                      {line}
                      <br />
                    </span>
                  ))}
              </address>
            ))}
          </section>
        </aside>
      </div>
    </section>
  )
}
