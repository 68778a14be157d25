import type { Form } from '@atelier/schema'
import type { Storage } from '../storage/open-storage.js'

/** Who hears about a submission: the form's notification address, else the first owner. */
export async function notificationRecipient(
  storage: Storage,
  form: Pick<Form, 'notificationEmail'>,
): Promise<string | undefined> {
  if (form.notificationEmail !== undefined) return form.notificationEmail
  const owner = await storage.db
    .selectFrom('users')
    .select('email')
    .orderBy('createdAt')
    .orderBy('id')
    .executeTakeFirst()
  return owner?.email
}
