import { hasMemberAccess } from '@atelier/commerce'
import type { AppServices } from '../app-services.js'
import { writeTransaction } from '../storage/write-transaction.js'
import { membershipFactsOf, upsertMembership } from './membership-repository.js'
import type { MemberArea } from './member-area.js'

export type JoinOutcome =
  | { kind: 'joined' }
  | { kind: 'member-already' }
  /** A paid area: the visitor goes on to the checkout of its paywall product. */
  | { kind: 'checkout' }

/**
 * A signed-in customer asks to join an area. A free area joins at once; a paid one only through
 * the checkout of its paywall product (the membership starts when that order is paid).
 */
export async function joinMemberArea(
  services: Pick<AppServices, 'storage'>,
  area: MemberArea,
  email: string,
  now: Date,
): Promise<JoinOutcome> {
  const { db, dialect } = services.storage
  const facts = await membershipFactsOf(db, dialect, area.websiteId, email)
  if (hasMemberAccess(facts, area.id, now)) return { kind: 'member-already' }
  if (area.pricing === 'free') {
    await writeTransaction(services.storage, (trx) =>
      upsertMembership(trx, {
        websiteId: area.websiteId,
        memberAreaId: area.id,
        email,
        plan: 'free',
        now,
      }),
    )
    return { kind: 'joined' }
  }
  return { kind: 'checkout' }
}
