import pg from 'pg'

/** Drops the schema `playwright.config.ts` created for the PostgreSQL server, if it made one. */
export default async function dropPostgresSchema(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL
  const schema = process.env.ATELIER_E2E_PG_SCHEMA
  if (url === undefined || url === '' || schema === undefined || !/^e2e_\w+$/.test(schema)) return
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
  } finally {
    await client.end()
  }
}
