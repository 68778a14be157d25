import type { FastifyInstance } from 'fastify'
import type { AppServices } from '../app-services.js'
import { requireOwner } from '../access/require-owner.js'
import { failure } from '../errors/failure.js'
import { sendFailure } from '../errors/send-failure.js'
import type { MailingListProvider } from './mailing-list-provider.js'
import { formMailingList } from './form-list-signup.js'
import { MailingStrings } from './mailing-strings.js'

const formParams = {
  type: 'object',
  required: ['formId'],
  properties: { formId: { type: 'string', minLength: 1, maxLength: 200 } },
} as const
const connectionAnswer = {
  200: { type: 'object', properties: { listId: { type: 'string' } } },
} as const
const unknownForm = 'This form does not exist.'

/**
 * The list connection of a form block (SPEC §2): the form's submissions with an email join the
 * list. Kept on the form, so every block showing the form signs up the same way. `listId` '' is
 * not connected.
 */
export function formListConnectionRoutes(
  app: FastifyInstance,
  services: AppServices,
  lists: MailingListProvider,
): void {
  const db = services.storage.db
  const contentEdit = requireOwner(services, 'content')
  const formExists = async (websiteId: string, formId: string) =>
    (await db
      .selectFrom('forms')
      .select('id')
      .where('websiteId', '=', websiteId)
      .where('id', '=', formId)
      .executeTakeFirst()) !== undefined

  app.get(
    '/api/editor/forms/:formId/mailing-list',
    {
      onRequest: contentEdit,
      schema: {
        summary: 'The mailing list a form adds its submitters to',
        tags: ['newsletter'],
        params: formParams,
        response: connectionAnswer,
      },
    },
    async (request, reply) => {
      if (!(await formExists(request.site.id, request.params.formId))) {
        return sendFailure(reply, failure('missing', unknownForm))
      }
      const listId = await formMailingList(services.storage, request.site.id, request.params.formId)
      return { listId: listId ?? '' }
    },
  )

  app.put(
    '/api/editor/forms/:formId/mailing-list',
    {
      onRequest: contentEdit,
      schema: {
        summary: 'Connect a form to a mailing list, or disconnect it (`listId` empty)',
        tags: ['newsletter'],
        params: formParams,
        body: {
          type: 'object',
          required: ['listId'],
          properties: {
            listId: { type: 'string', maxLength: 100 },
            crumb: { type: 'string' },
          },
        },
        response: connectionAnswer,
      },
    },
    async (request, reply) => {
      const { formId } = request.params
      const listId = request.body.listId
      if (!(await formExists(request.site.id, formId))) {
        return sendFailure(reply, failure('missing', unknownForm))
      }
      if (listId !== '') {
        const known = (await lists.lists(request.site.id)).some((list) => list.id === listId)
        if (!known) return sendFailure(reply, failure('invalid', MailingStrings.unknownList))
      }
      await db
        .updateTable('forms')
        .set({ mailingListId: listId === '' ? null : listId })
        .where('websiteId', '=', request.site.id)
        .where('id', '=', formId)
        .execute()
      return { listId }
    },
  )
}
