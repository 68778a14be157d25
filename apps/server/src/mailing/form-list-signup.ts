import type { FormValues } from '@atelier/forms'
import type { Form } from '@atelier/schema'
import { siteBaseUrl } from '../mail/site-base-url.js'
import type { Storage } from '../storage/open-storage.js'
import { subscribeToNewsletter } from './subscribe-to-newsletter.js'
import type { NewsletterDeps, NewsletterOutcome } from './subscribe-to-newsletter.js'

/** The list a form's submissions join (its block's list connection), or undefined. */
export async function formMailingList(
  storage: Storage,
  websiteId: string,
  formId: string,
): Promise<string | undefined> {
  const row = await storage.db
    .selectFrom('forms')
    .select('mailingListId')
    .where('websiteId', '=', websiteId)
    .where('id', '=', formId)
    .executeTakeFirst()
  return row?.mailingListId ?? undefined
}

/**
 * After a submission of a form connected to a list: the answer of its first email field joins
 * the list, as a newsletter sign-up does (double opt-in mails a confirmation first). Undefined when
 * the form is not connected or nobody gave an email.
 */
export async function joinFormMailingList(
  deps: NewsletterDeps & { storage: Storage; localPort: number | undefined },
  input: {
    site: { id: string; title: string }
    form: Pick<Form, 'id' | 'fields'>
    answers: FormValues
    now: Date
  },
): Promise<NewsletterOutcome | undefined> {
  const listId = await formMailingList(deps.storage, input.site.id, input.form.id)
  if (listId === undefined) return undefined
  const email = input.form.fields
    .filter((field) => field.type === 'email')
    .map((field) => input.answers[field.id])
    .find((value): value is string => typeof value === 'string' && value.trim() !== '')
  if (email === undefined) return undefined
  return subscribeToNewsletter(deps, {
    websiteId: input.site.id,
    siteTitle: input.site.title,
    baseUrl: await siteBaseUrl(deps.storage, input.site.id, deps.localPort),
    listId,
    email,
    now: input.now,
  })
}
