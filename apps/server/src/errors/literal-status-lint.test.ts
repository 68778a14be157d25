import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url))

// The repository's own config, without the type-aware part (a snippet belongs to no project).
const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfig: {
    languageOptions: { parserOptions: { project: null, projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
      '@typescript-eslint/await-thenable': 'off',
    },
  },
})

const snippet = `
import type { FastifyReply } from 'fastify'
export function refuse(reply: FastifyReply) {
  reply.code(409)
  const error = { statusCode: 400 }
  return reply.status(404).send({ message: String(error.statusCode) })
}
export function created(reply: FastifyReply) {
  return reply.status(201).send({})
}
`

async function restrictedLines(filePath: string): Promise<number[]> {
  const [result] = await eslint.lintText(snippet, { filePath: `${repoRoot}${filePath}` })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.line)
}

describe('the literal-status lint rule', { timeout: 120_000 }, () => {
  it('fails a literal 4xx/5xx status written outside errors/', async () => {
    expect(await restrictedLines('apps/server/src/restock/refuse.ts')).toEqual([4, 5, 6])
  })

  it('lets errors/ write statuses, and anyone write a 2xx', async () => {
    expect(await restrictedLines('apps/server/src/errors/refuse.ts')).toEqual([])
  })
})
