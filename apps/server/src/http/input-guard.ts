import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AtelierError } from '../errors/atelier-error.js'

export const inputGuardStrings = {
  nulCharacter: 'The request contains a NUL character, which no field accepts.',
  tooDeep: 'The request is nested too deeply.',
  notFinite: 'Numbers must be finite.',
} as const

/** Deeper than any document Atelier stores (pages, forms, settings), and far from a stack overflow. */
export const maxInputDepth = 64

/**
 * Bad input is refused at the edge, once for every route: NUL characters (PostgreSQL refuses them
 * in text, so they would surface as a 500), absurd nesting (recursive code would overflow the
 * stack) and non-finite numbers (`1e999` parses as Infinity). Bodies, query strings, route
 * parameters and cookies are checked before validation, and again after validation has coerced
 * strings like "Infinity" into numbers.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    refuseBadInput(request)
  })
  app.addHook('preHandler', async (request) => {
    refuseBadInput(request)
  })
}

function refuseBadInput(request: FastifyRequest): void {
  for (const value of [request.body, request.query, request.params, request.cookies]) {
    const problem = inputProblem(value)
    if (problem !== undefined) throw new AtelierError('invalid-input', problem)
  }
}

/** What is wrong with a parsed input, walked without recursion; undefined when nothing is. */
export function inputProblem(input: unknown): string | undefined {
  const pending: Array<{ value: unknown; depth: number }> = [{ value: input, depth: 0 }]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, depth } = next
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return inputGuardStrings.nulCharacter
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) return inputGuardStrings.notFinite
    } else if (isPlainContainer(value)) {
      if (depth >= maxInputDepth) return inputGuardStrings.tooDeep
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\u0000')) return inputGuardStrings.nulCharacter
        pending.push({ value: child, depth: depth + 1 })
      }
    }
  }
  return undefined
}

/**
 * Arrays and parsed objects (JSON, forms, query strings, whose parser gives them a bare prototype of
 * its own); never buffers, streams or other class instances.
 */
function isPlainContainer(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false
  if (Array.isArray(value)) return true
  if (ArrayBuffer.isView(value) || value instanceof Date) return false
  if (typeof (value as { pipe?: unknown }).pipe === 'function') return false
  const prototype: unknown = Object.getPrototypeOf(value)
  return (
    prototype === null ||
    prototype === Object.prototype ||
    Object.getPrototypeOf(prototype) === null
  )
}
