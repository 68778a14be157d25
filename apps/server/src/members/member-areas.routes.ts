import { isValidEmail, normaliseEmail } from '@atelier/schema'
import type { FastifyInstance } from 'fastify'
import type { AppServices } from '../app-services.js'
import { failure } from '../errors/failure.js'
import { sendFailure } from '../errors/send-failure.js'
import {
  listMemberAreas,
  findMemberArea,
  insertMemberArea,
  updateMemberArea,
} from './member-area-repository.js'
import { writeTransaction } from '../storage/write-transaction.js'
import { parseMemberAreaInput } from './member-area-input.js'
import { listAreaMemberships, removeMembership, upsertMembership } from './membership-repository.js'
import { memberStrings } from './member-strings.js'

const tags = ['editor: member areas']
const areaParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
} as const
const membershipParams = {
  type: 'object',
  required: ['id', 'membershipId'],
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 64 },
    membershipId: { type: 'string', minLength: 1, maxLength: 64 },
  },
} as const
const areaBody = {
  type: 'object',
  required: ['name'],
  properties: {
    name: { type: 'string', maxLength: 200 },
    description: { type: 'string', maxLength: 4000 },
    pricing: { type: 'string', enum: ['free', 'one-time', 'recurring'] },
    priceCents: { type: 'integer' },
    billingUnit: { type: ['string', 'null'], enum: ['MONTH', 'YEAR', null] },
  },
} as const

/**
 * The owner's member areas (issue 21): the areas with their plan, and per area its memberships
 * (join date, plan, status), where the owner adds or comps a member, or removes one.
 */
export function memberAreasRoutes(app: FastifyInstance, services: AppServices): void {
  const { db } = services.storage

  app.get(
    '/api/editor/member-areas',
    { schema: { tags, summary: 'The member areas' } },
    async (request) => ({ memberAreas: await listMemberAreas(db, request.site.id) }),
  )

  app.post(
    '/api/editor/member-areas',
    { schema: { tags, summary: 'Create a member area', body: areaBody } },
    async (request, reply) => {
      const input = parseMemberAreaInput(request.body)
      if (!input.ok) return sendFailure(reply, input)
      const website = await db
        .selectFrom('websites')
        .select('currency')
        .where('id', '=', request.site.id)
        .executeTakeFirstOrThrow()
      const area = await insertMemberArea(db, {
        ...input.value,
        websiteId: request.site.id,
        currency: website.currency,
        itemId: null,
        now: services.now(),
      })
      return reply.status(201).send({ memberArea: area })
    },
  )

  app.patch(
    '/api/editor/member-areas/:id',
    { schema: { tags, summary: 'Change a member area', params: areaParams, body: areaBody } },
    async (request, reply) => {
      const area = await findMemberArea(db, request.site.id, request.params.id)
      if (area === undefined)
        return sendFailure(reply, failure('not-found', memberStrings.areaNotFound))
      const input = parseMemberAreaInput(request.body)
      if (!input.ok) return sendFailure(reply, input)
      const samePlan =
        input.value.pricing === area.pricing &&
        input.value.priceCents === area.priceCents &&
        input.value.billingUnit === area.billingUnit
      // A new price sells a new paywall product; orders already placed keep theirs.
      const updated = await updateMemberArea(
        db,
        area,
        { ...input.value, itemId: samePlan ? area.itemId : null },
        services.now(),
      )
      return { memberArea: updated }
    },
  )

  app.get(
    '/api/editor/member-areas/:id/members',
    { schema: { tags, summary: "A member area's memberships", params: areaParams } },
    async (request, reply) => {
      const area = await findMemberArea(db, request.site.id, request.params.id)
      if (area === undefined)
        return sendFailure(reply, failure('not-found', memberStrings.areaNotFound))
      return { memberships: await listAreaMemberships(db, request.site.id, area.id) }
    },
  )

  app.post(
    '/api/editor/member-areas/:id/members',
    {
      schema: {
        tags,
        summary: 'Add a member (free) or comp one (a paid area given free)',
        params: areaParams,
        body: {
          type: 'object',
          required: ['email'],
          properties: {
            email: { type: 'string', maxLength: 256 },
            plan: { type: 'string', enum: ['comp', 'free'] },
          },
        },
      },
    },
    async (request, reply) => {
      const area = await findMemberArea(db, request.site.id, request.params.id)
      if (area === undefined)
        return sendFailure(reply, failure('not-found', memberStrings.areaNotFound))
      const email = normaliseEmail(request.body.email)
      if (!isValidEmail(email))
        return sendFailure(
          reply,
          failure('invalid-input', memberStrings.emailInvalid, {
            fields: { email: memberStrings.emailInvalid },
          }),
        )
      const plan = request.body.plan ?? (area.pricing === 'free' ? 'free' : 'comp')
      await writeTransaction(services.storage, (trx) =>
        upsertMembership(trx, {
          websiteId: request.site.id,
          memberAreaId: area.id,
          email,
          plan,
          now: services.now(),
        }),
      )
      const memberships = await listAreaMemberships(db, request.site.id, area.id)
      return reply.status(201).send({ membership: memberships.find((row) => row.email === email) })
    },
  )

  app.delete(
    '/api/editor/member-areas/:id/members/:membershipId',
    { schema: { tags, summary: 'Remove a member from an area', params: membershipParams } },
    async (request, reply) => {
      const removed = await removeMembership(
        db,
        request.site.id,
        request.params.id,
        request.params.membershipId,
        services.now(),
      )
      if (!removed)
        return sendFailure(reply, failure('not-found', memberStrings.membershipNotFound))
      return reply.status(204).send()
    },
  )
}
