import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { useContext, useState } from 'react'
import { formatDate } from '../inbox/format-date.js'
import { formatMoney } from '../orders/format-money.js'
import { SessionContext } from '../shell/session-context.js'
import { fill } from '../strings.js'
import { EmptyState, QueryState } from '../ui/states.js'
import { Table } from '../ui/table.js'
import { donationsApi } from './donations-api.js'
import { donationsStrings as strings } from './donations-strings.js'
import { MonthlyGiftsTable } from './monthly-gifts-table.js'

/** Donations: the paid gifts of the site's donation blocks, newest first, and their CSV. */
export function DonationsPanel() {
  const timeZone = useContext(SessionContext)?.website.timeZone
  const [page, setPage] = useState(1)
  const donations = useQuery({
    queryKey: ['donations', 'list', page],
    queryFn: () => donationsApi.list(page),
    placeholderData: keepPreviousData,
  })
  const rows = donations.data?.donations ?? []
  return (
    <section className="ed-commerce-page" aria-labelledby="ed-donations-title">
      <header className="ed-commerce-header">
        <h2 id="ed-donations-title">{strings.title}</h2>
        <a className="ed-button-link" href={donationsApi.csvUrl} download>
          <Download size={16} aria-hidden="true" />
          {strings.exportCsv}
        </a>
      </header>
      <MonthlyGiftsTable />
      <QueryState query={donations} />
      {donations.isSuccess && rows.length === 0 ? <EmptyState>{strings.none}</EmptyState> : null}
      {rows.length > 0 ? (
        <Table>
          <thead>
            <tr>
              <th scope="col">{strings.giver}</th>
              <th scope="col" className="ed-num">
                {strings.amount}
              </th>
              <th scope="col">{strings.date}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  {row.name || row.email}
                  {row.name ? <span className="ed-cell-sub">{row.email}</span> : null}
                </th>
                <td className="ed-num">
                  {formatMoney(row.amountCents, row.currency)}
                  {row.testMode ? <span className="ed-cell-sub">{strings.testMode}</span> : null}
                  {row.monthly === '' ? null : (
                    <span className="ed-cell-sub">{strings.monthlyMark}</span>
                  )}
                </td>
                <td>
                  <time dateTime={row.paidAt}>{formatDate(row.paidAt, timeZone)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
      {page > 1 || donations.data?.hasNextPage ? (
        <nav className="ed-actions" aria-label={fill(strings.pageOf, { page })}>
          <button type="button" disabled={page === 1} onClick={() => setPage(page - 1)}>
            {strings.previous}
          </button>
          <button
            type="button"
            disabled={!donations.data?.hasNextPage}
            onClick={() => setPage(page + 1)}
          >
            {strings.next}
          </button>
        </nav>
      ) : null}
    </section>
  )
}
