import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useContext } from 'react'
import { formatDate } from '../inbox/format-date.js'
import { formatMoney } from '../orders/format-money.js'
import { SessionContext } from '../shell/session-context.js'
import { fill } from '../strings.js'
import { QueryState } from '../ui/states.js'
import { Table } from '../ui/table.js'
import { donationsApi } from './donations-api.js'
import { donationsStrings as strings } from './donations-strings.js'

/** The standing monthly gifts, each with its state; the owner can cancel an active one. */
export function MonthlyGiftsTable() {
  const timeZone = useContext(SessionContext)?.website.timeZone
  const client = useQueryClient()
  const gifts = useQuery({ queryKey: ['donations', 'monthly'], queryFn: donationsApi.monthly })
  const cancel = useMutation({
    mutationFn: donationsApi.cancelMonthly,
    onSuccess: () => client.invalidateQueries({ queryKey: ['donations'] }),
  })
  const rows = gifts.data?.monthlyGifts ?? []
  if (gifts.isSuccess && rows.length === 0) return null
  return (
    <section aria-labelledby="ed-monthly-gifts-title">
      <h3 id="ed-monthly-gifts-title">{strings.monthlyTitle}</h3>
      <QueryState query={gifts} />
      {rows.length > 0 ? (
        <Table>
          <thead>
            <tr>
              <th scope="col">{strings.giver}</th>
              <th scope="col" className="ed-num">
                {strings.amount}
              </th>
              <th scope="col">{strings.monthlyStatus}</th>
              <th scope="col">{strings.nextCharge}</th>
              <th scope="col">
                <span className="ed-visually-hidden">{strings.cancel}</span>
              </th>
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
                </td>
                <td>{strings.statuses[row.status]}</td>
                <td>
                  {row.nextChargeAt === '' ? (
                    '—'
                  ) : (
                    <time dateTime={row.nextChargeAt}>
                      {formatDate(row.nextChargeAt, timeZone)}
                    </time>
                  )}
                </td>
                <td>
                  {row.status === 'active' ? (
                    <button
                      type="button"
                      aria-label={fill(strings.cancelGift, { giver: row.name || row.email })}
                      disabled={cancel.isPending}
                      onClick={() => cancel.mutate(row.id)}
                    >
                      {strings.cancel}
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
    </section>
  )
}
