import type { Kysely, Migration } from 'kysely'

/**
 * Why a subscription's last renewal failed (issue 20): `declined`, `insufficient-funds` or
 * `authentication-required`, and the provider's words, so the owner and the subscriber see it;
 * null while renewals succeed.
 */
export function renewalFailuresMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('subscriptions').addColumn('last_failure_code', 'text').execute()
      await db.schema
        .alterTable('subscriptions')
        .addColumn('last_failure_message', 'text')
        .execute()
    },
  }
}
