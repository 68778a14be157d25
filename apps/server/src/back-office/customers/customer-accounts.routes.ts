import type { FastifyInstance } from 'fastify'
import { requireEditor } from '../../access/editor-access.js'
import { AtelierError } from '../../errors/atelier-error.js'
import { invitationStrings } from '../../site-users/account-home-strings.js'
import { findCustomerAccount, setAccountDisabled } from '../../site-users/account-switch.js'
import { sendAccountInvitation } from '../../site-users/send-account-invitation.js'
import { customerDetail } from './customer-queries.js'

const tags = ['back office']
const params = {
  type: 'object',
  required: ['email'],
  properties: { email: { type: 'string', minLength: 3, maxLength: 320 } },
} as const
const accountAnswer = {
  200: {
    type: 'object',
    required: ['account'],
    properties: {
      account: {
        type: 'object',
        required: ['id', 'createdAt', 'disabled'],
        properties: {
          id: { type: 'string' },
          createdAt: { type: 'string' },
          disabled: { type: 'boolean' },
        },
      },
    },
  },
} as const

/**
 * The owner's switches on a customer's account (issue 21): disable it (it cannot sign in, its
 * sessions end), enable it again, or invite a customer without one to make it. Behind the store's
 * edit permission on the request's site, like the rest of the customers area.
 */
export function customerAccountsRoutes(app: FastifyInstance): void {
  const services = app.atelier
  const store = requireEditor(services, 'store')

  for (const [action, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(
      `/api/editor/customers/:email/account/${action}`,
      {
        onRequest: store,
        schema: {
          summary: disabled
            ? "Disable a customer's account: it cannot sign in, and its sessions end"
            : "Enable a customer's disabled account again",
          tags,
          params,
          response: accountAnswer,
        },
      },
      async (request) => {
        const account = await setAccountDisabled(services.storage, {
          websiteId: request.site.id,
          email: request.params.email,
          disabled,
          now: services.now(),
        })
        if (account === undefined)
          throw new AtelierError('not-found', 'This customer has no account.')
        return { account }
      },
    )
  }

  app.post(
    '/api/editor/customers/:email/account/invitation',
    {
      onRequest: store,
      schema: {
        summary: 'Mail a customer a link to create their account (good for 7 days)',
        tags,
        params,
        response: {
          200: { type: 'object', required: ['sent'], properties: { sent: { type: 'boolean' } } },
        },
      },
    },
    async (request) => {
      const { email } = request.params
      // Only the store's own customers (they have ordered), so the owner's mail is not a relay.
      const customer = await customerDetail(services.storage, request.site.id, email)
      if (customer === undefined) throw new AtelierError('not-found', invitationStrings.noCustomer)
      if ((await findCustomerAccount(services.storage, request.site.id, email)) !== undefined) {
        throw new AtelierError('conflict', invitationStrings.alreadyHasAccount)
      }
      await sendAccountInvitation(services.storage, {
        websiteId: request.site.id,
        siteTitle: request.site.title,
        email: customer.email,
        now: services.now(),
        localPort: services.config.port,
      })
      return { sent: true }
    },
  )
}
