import type { FastifyInstance } from 'fastify'
import { requireOwner } from '../../access/require-owner.js'
import { failure } from '../../errors/failure.js'
import { sendFailure } from '../../errors/send-failure.js'
import { createOutboxMailer } from '../../mail/mailer.js'
import { registerWorkerStep } from '../../worker/app-worker.js'
import type { MailingListProvider } from '../mailing-list-provider.js'
import { listUnsubscribeHeaders, listUnsubscribeMailto } from '../list-unsubscribe.js'
import { campaignBlockSchema, campaignLimits, campaignStrings } from './campaign-blocks.js'
import { campaignContext } from './campaign-context.js'
import { campaignSendStep } from './campaign-send-step.js'
import { campaignStats } from './campaign-stats.js'
import {
  createCampaign,
  deleteCampaign,
  findCampaign,
  listCampaigns,
  saveCampaignDraft,
  scheduleCampaign,
} from './campaign-store.js'
import { checkCampaignDraft } from './check-campaign-draft.js'

export interface CampaignRoutesOptions {
  lists: MailingListProvider
  env: NodeJS.ProcessEnv
}

const tags = ['newsletter']
const idParams = {
  type: 'object',
  required: ['campaignId'],
  properties: { campaignId: { type: 'string', minLength: 1, maxLength: 100 } },
} as const
const draftBody = {
  type: 'object',
  required: ['subject', 'blocks', 'listIds'],
  properties: {
    subject: { type: 'string', maxLength: campaignLimits.maxSubject },
    blocks: { type: 'array', maxItems: campaignLimits.maxBlocks, items: campaignBlockSchema },
    listIds: {
      type: 'array',
      maxItems: campaignLimits.maxLists,
      items: { type: 'string', maxLength: 100 },
    },
    crumb: { type: 'string' },
  },
} as const

/**
 * Newsletters: the owner's campaigns (drafts, preview, a test to themselves, send now or at a
 * time, progress and counts) and the worker step that queues their mails at the configured rate.
 * Subscribers are the store's people, so every call needs the `store` permission.
 */
export function campaignRoutes(app: FastifyInstance, options: CampaignRoutesOptions): void {
  const services = app.atelier
  const { storage } = services
  const db = storage.db
  const ownerOnly = requireOwner(services, 'store')
  const mailto = listUnsubscribeMailto(options.env)
  const localPort = () => services.config.port

  app.get(
    '/api/editor/campaigns',
    { onRequest: ownerOnly, schema: { summary: "The site's newsletter campaigns", tags } },
    async (request) => ({ campaigns: await listCampaigns(db, request.site.id) }),
  )

  app.post(
    '/api/editor/campaigns',
    {
      onRequest: ownerOnly,
      schema: { summary: 'Start a campaign draft', tags, body: draftBody },
    },
    async (request, reply) => {
      const draft = await checkCampaignDraft(options.lists, request.site.id, request.body, false)
      if (!draft.ok) return sendFailure(reply, draft)
      const campaign = await createCampaign(db, request.site.id, draft.value, services.now())
      return reply.status(201).send(campaign)
    },
  )

  app.get(
    '/api/editor/campaigns/:campaignId',
    {
      onRequest: ownerOnly,
      schema: { summary: 'A campaign with its progress and counts', tags, params: idParams },
    },
    async (request, reply) => {
      const campaign = await findCampaign(db, request.site.id, request.params.campaignId)
      if (campaign === undefined) {
        return sendFailure(reply, failure('missing', campaignStrings.unknownCampaign))
      }
      return { campaign, stats: await campaignStats(db, request.site.id, campaign) }
    },
  )

  app.put(
    '/api/editor/campaigns/:campaignId',
    {
      onRequest: ownerOnly,
      schema: { summary: 'Save a campaign draft', tags, params: idParams, body: draftBody },
    },
    async (request, reply) => {
      const draft = await checkCampaignDraft(options.lists, request.site.id, request.body, false)
      if (!draft.ok) return sendFailure(reply, draft)
      const id = request.params.campaignId
      const saved = await saveCampaignDraft(db, request.site.id, id, draft.value, services.now())
      if (!saved) return sendFailure(reply, await notEditable(request.site.id, id))
      return findCampaign(db, request.site.id, id)
    },
  )

  app.delete(
    '/api/editor/campaigns/:campaignId',
    {
      onRequest: ownerOnly,
      schema: { summary: 'Delete a draft or scheduled campaign', tags, params: idParams },
    },
    async (request, reply) => {
      const id = request.params.campaignId
      if (!(await deleteCampaign(db, request.site.id, id))) {
        return sendFailure(reply, await notEditable(request.site.id, id))
      }
      return reply.status(204).send()
    },
  )

  app.post(
    '/api/editor/campaigns/preview',
    {
      onRequest: ownerOnly,
      schema: {
        summary: 'The mail a campaign makes, as HTML, for the preview',
        tags,
        body: { ...draftBody, required: ['subject', 'blocks'] },
      },
    },
    async (request, reply) => {
      const draft = await checkCampaignDraft(
        options.lists,
        request.site.id,
        { ...request.body, listIds: [] },
        false,
      )
      if (!draft.ok) return sendFailure(reply, draft)
      const context = await campaignContext(storage, request.site.id, draft.value, localPort())
      return { html: context.rendered.html(`${context.baseUrl}/newsletter/unsubscribe`) }
    },
  )

  app.post(
    '/api/editor/campaigns/:campaignId/test',
    {
      onRequest: ownerOnly,
      schema: { summary: 'Send the campaign to yourself', tags, params: idParams },
    },
    async (request, reply) => {
      const campaign = await findCampaign(db, request.site.id, request.params.campaignId)
      if (campaign === undefined) {
        return sendFailure(reply, failure('missing', campaignStrings.unknownCampaign))
      }
      const to = request.owner?.email ?? ''
      if (to === '') return sendFailure(reply, failure('invalid', campaignStrings.noOwnerEmail))
      const context = await campaignContext(storage, request.site.id, campaign, localPort())
      // A test has no subscriber behind it: its unsubscribe link is the page that says so.
      const unsubscribeUrl = `${context.baseUrl}/newsletter/unsubscribe`
      await createOutboxMailer(db, services.now).send({
        to,
        websiteId: request.site.id,
        subject: `[Test] ${campaign.subject}`,
        text: context.rendered.text(unsubscribeUrl),
        html: context.rendered.html(unsubscribeUrl),
        headers: listUnsubscribeHeaders(unsubscribeUrl, mailto),
      })
      return { to }
    },
  )

  app.post(
    '/api/editor/campaigns/:campaignId/send',
    {
      onRequest: ownerOnly,
      schema: {
        summary: 'Send a campaign now, or schedule it (`at`, an ISO time in the future)',
        tags,
        params: idParams,
        body: {
          type: 'object',
          properties: { at: { type: 'string', format: 'date-time' }, crumb: { type: 'string' } },
        },
      },
    },
    async (request, reply) => {
      const id = request.params.campaignId
      const campaign = await findCampaign(db, request.site.id, id)
      if (campaign === undefined) {
        return sendFailure(reply, failure('missing', campaignStrings.unknownCampaign))
      }
      const ready = await checkCampaignDraft(options.lists, request.site.id, campaign, true)
      if (!ready.ok) return sendFailure(reply, ready)
      const now = services.now()
      const at = request.body?.at === undefined ? now : new Date(request.body.at)
      if (at.getTime() < now.getTime() - 60_000) {
        return sendFailure(reply, failure('invalid', campaignStrings.scheduleInPast))
      }
      if (!(await scheduleCampaign(db, request.site.id, id, at, now))) {
        return sendFailure(reply, await notEditable(request.site.id, id))
      }
      return findCampaign(db, request.site.id, id)
    },
  )

  async function notEditable(websiteId: string, id: string) {
    return (await findCampaign(db, websiteId, id)) === undefined
      ? failure('missing', campaignStrings.unknownCampaign)
      : failure('stale', campaignStrings.notDraft)
  }

  registerWorkerStep(app, campaignSendStep({ storage, env: options.env, localPort, mailto }))
}
