import type { Kysely } from 'kysely'
import type { Database } from '../../storage/database.js'
import type { MailKind, MailTexts } from './mail-kinds.js'

/** The owner's saved texts of one mail, or undefined while it has the defaults. */
export async function loadMailTexts(
  db: Kysely<Database>,
  websiteId: string,
  kind: MailKind,
): Promise<MailTexts | undefined> {
  return db
    .selectFrom('mailTemplates')
    .select(['subject', 'intro'])
    .where('websiteId', '=', websiteId)
    .where('kind', '=', kind)
    .executeTakeFirst()
}

/** When each edited mail of a site was last saved, by kind. */
export async function editedMailKinds(
  db: Kysely<Database>,
  websiteId: string,
): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('mailTemplates')
    .select(['kind', 'updatedAt'])
    .where('websiteId', '=', websiteId)
    .execute()
  return new Map(rows.map((row) => [row.kind, row.updatedAt]))
}

export async function saveMailTexts(
  db: Kysely<Database>,
  websiteId: string,
  kind: MailKind,
  texts: MailTexts,
  now: Date,
): Promise<void> {
  const values = { subject: texts.subject, intro: texts.intro, updatedAt: now.toISOString() }
  await db
    .insertInto('mailTemplates')
    .values({ websiteId, kind, ...values })
    .onConflict((oc) => oc.columns(['websiteId', 'kind']).doUpdateSet(values))
    .execute()
}

/** Back to the default texts: the saved row goes. */
export async function resetMailTexts(
  db: Kysely<Database>,
  websiteId: string,
  kind: MailKind,
): Promise<void> {
  await db
    .deleteFrom('mailTemplates')
    .where('websiteId', '=', websiteId)
    .where('kind', '=', kind)
    .execute()
}
