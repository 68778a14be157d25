import { z } from 'zod'
import { idSchema, isoDateTimeSchema } from '../core/primitives.js'

/**
 * A member area of the site (issue 21) with its plan. Which pages it holds travels with the pages
 * themselves (a collection's `memberOnly` and `memberAreaId`); the paywall product a paid area
 * sells is one of the bundle's items.
 */
export const bundleMemberAreaSchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().min(1).max(200),
  description: z.string().max(4000).default(''),
  pricing: z.enum(['free', 'one-time', 'recurring']),
  priceCents: z.number().int().min(0),
  currency: z.string().length(3),
  billingUnit: z.enum(['MONTH', 'YEAR']).nullable().default(null),
  itemId: idSchema.nullable().default(null),
  isDefault: z.boolean().default(false),
  createdAt: isoDateTimeSchema,
  /**
   * Memberships that need nothing left behind on the old server: free, complimentary and one-time
   * (already paid). Recurring ones are billed by a subscription, which never travels (two servers
   * would both charge), so they stay out. Absent from a bundle without personal data.
   */
  members: z
    .array(
      z.object({
        id: idSchema,
        email: z.string().min(1).max(320),
        plan: z.enum(['free', 'one-time', 'comp']),
        status: z.enum(['active', 'cancelled', 'removed']),
        joinedAt: isoDateTimeSchema,
      }),
    )
    .default([]),
})

export type BundleMemberArea = z.output<typeof bundleMemberAreaSchema>

type Problem = (message: string, path: (string | number)[]) => void

/** Area ids and one membership per area and email are unique; a paywall product is an item. */
export function checkMemberAreas(
  bundle: { memberAreas: BundleMemberArea[]; items: Array<{ id: string }> },
  problem: Problem,
): void {
  const items = new Set(bundle.items.map((item) => item.id))
  const areas = new Set<string>()
  const members = new Set<string>()
  bundle.memberAreas.forEach((area, index) => {
    if (areas.has(area.id))
      problem(`Member area id ${area.id} is used twice.`, ['memberAreas', index, 'id'])
    areas.add(area.id)
    if (area.itemId !== null && !items.has(area.itemId)) {
      problem(`Member area ${area.id} sells unknown item ${area.itemId}.`, [
        'memberAreas',
        index,
        'itemId',
      ])
    }
    area.members.forEach((member, i) => {
      if (members.has(member.id)) {
        problem(`Membership id ${member.id} is used twice.`, ['memberAreas', index, 'members', i])
      }
      members.add(member.id)
    })
    const emails = area.members.map((member) => member.email.trim().toLowerCase())
    emails.forEach((email, i) => {
      if (emails.indexOf(email) !== i) {
        problem(`Email ${email} is a member twice.`, ['memberAreas', index, 'members', i, 'email'])
      }
    })
  })
}
