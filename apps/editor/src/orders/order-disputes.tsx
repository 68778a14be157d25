import { formatDate } from '../inbox/format-date.js'
import { fill } from '../strings.js'
import { formatMoney } from './format-money.js'
import type { OrderDispute } from './orders-api.js'
import { disputeStrings } from './orders-strings.js'
import { Badge } from './status-badge.js'

/** Words for Stripe's dispute reason and status codes (`product_not_received` → 'product not received'). */
function codeText(code: string, texts: Readonly<Record<string, string>>): string {
  return texts[code] ?? code.replace(/_/g, ' ')
}

/**
 * The payment's disputes (chargebacks) as the provider last told them: the amount, the reason, the
 * status and the deadline for the evidence, which the owner answers in the provider's dashboard.
 */
export function OrderDisputes({
  disputes,
  timeZone,
}: {
  disputes: readonly OrderDispute[]
  timeZone?: string | undefined
}) {
  if (disputes.length === 0) return null
  return (
    <section className="ed-card ed-order-disputes" aria-labelledby="ed-order-disputes">
      <h3 id="ed-order-disputes">{disputeStrings.title}</h3>
      <ul className="ed-plain-list">
        {disputes.map((dispute) => (
          <li key={dispute.id}>
            <dl className="ed-dispute">
              <dt>{disputeStrings.amount}</dt>
              <dd>{formatMoney(dispute.amountCents, dispute.currency)}</dd>
              <dt>{disputeStrings.reason}</dt>
              <dd>{codeText(dispute.reason, disputeStrings.reasons)}</dd>
              <dt>{disputeStrings.status}</dt>
              <dd>
                <Badge tone={dispute.status === 'won' ? 'good' : 'warn'}>
                  {codeText(dispute.status, disputeStrings.statuses)}
                </Badge>
              </dd>
              <dt>{disputeStrings.evidenceDueBy}</dt>
              <dd>
                {dispute.evidenceDueBy === null
                  ? '—'
                  : fill(disputeStrings.dueBy, {
                      date: formatDate(dispute.evidenceDueBy, timeZone),
                    })}
              </dd>
            </dl>
          </li>
        ))}
      </ul>
      <p className="ed-cell-sub">{disputeStrings.answerInDashboard}</p>
    </section>
  )
}
