import type { CustomerDetail } from './customers-api.js'
import { customersStrings as strings } from './customers-strings.js'

const statusText = {
  active: strings.membershipActive,
  ending: strings.membershipEnding,
  'past-due': strings.membershipPastDue,
  ended: strings.membershipEnded,
} as const
const planText = {
  free: strings.planFree,
  'one-time': strings.planOneTime,
  recurring: strings.planRecurring,
  comp: strings.planComp,
} as const

/** A customer's member areas, each with its plan and where the membership stands. */
export function CustomerMembershipsCard({ customer }: { customer: CustomerDetail }) {
  return (
    <section className="ed-card" aria-labelledby="ed-customer-memberships">
      <h3 id="ed-customer-memberships">{strings.memberships}</h3>
      {customer.memberships.length === 0 ? (
        <p className="ed-cell-sub">{strings.noMemberships}</p>
      ) : (
        <ul className="ed-plain-list">
          {customer.memberships.map((membership) => (
            <li key={membership.areaId}>
              <span>
                {membership.areaName}
                <br />
                <span className="ed-cell-sub">
                  {membership.status === 'ending'
                    ? `${planText[membership.plan]} · ${strings.membershipEndingNote}`
                    : planText[membership.plan]}
                </span>
              </span>
              <span
                className={`ed-badge ${membership.status === 'active' ? 'ed-badge-good' : 'ed-badge-neutral'}`}
              >
                {statusText[membership.status]}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
