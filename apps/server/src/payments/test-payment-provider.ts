import { randomBytes } from 'node:crypto'
import { cardFailureMessage, testCardOutcome } from '@atelier/commerce'
import type { TestCardOutcome } from '@atelier/commerce'
import type { AuthorizeResult, PaymentProvider, PaymentRequest } from './payment-provider.js'

const tokenPrefix = 'pm_test_'

/** One refund the test provider made (tests read them to check nothing is given back twice). */
export interface TestRefund {
  reference: string
  amountCents: number
  idempotencyKey: string
}

export interface TestPaymentProvider extends PaymentProvider {
  /** Every refund made, one per idempotency key, in order. */
  readonly refunds: TestRefund[]
}

/**
 * The built-in test provider: the SPEC-style test card numbers decide the outcome (4242… pays,
 * 4000…0002 is declined, 4000…9995 lacks funds). A saved payment token records only the outcome
 * its card had and a random part, so renewals follow the card without the card number being kept
 * anywhere. Answers (authorizations, captures, refunds) are remembered by idempotency key for the
 * life of the process, so a retried call never moves money twice.
 */
export function createTestPaymentProvider(): TestPaymentProvider {
  const answers = new Map<string, AuthorizeResult>()
  const captures = new Map<string, { reference: string }>()
  const refunds: TestRefund[] = []
  return {
    name: 'test',
    testMode: true,
    settlesAtCheckout: true,
    refunds,
    async authorize(request) {
      const known = answers.get(request.idempotencyKey)
      if (known !== undefined) return known
      const answer = decide(request)
      answers.set(request.idempotencyKey, answer)
      return answer
    },
    async capture(authorizationId, idempotencyKey) {
      const known = captures.get(idempotencyKey)
      if (known !== undefined) return known
      const captured = { reference: authorizationId.replace(/^auth_/, 'ch_') }
      captures.set(idempotencyKey, captured)
      return captured
    },
    async refund(reference, amountCents, idempotencyKey) {
      if (refunds.some((refund) => refund.idempotencyKey === idempotencyKey)) return
      refunds.push({ reference, amountCents, idempotencyKey })
    },
  }
}

function decide(request: PaymentRequest): AuthorizeResult {
  const source = request.source
  let outcome: TestCardOutcome
  let cardLast4: string | undefined
  if (source.kind === 'card') {
    outcome = testCardOutcome(source.number)
    cardLast4 = source.number.replace(/\D/g, '').slice(-4)
  } else if (source.kind === 'token') {
    outcome = outcomeOfToken(source.token)
  } else {
    outcome = 'declined'
  }
  if (outcome !== 'succeeded') {
    return { ok: false, code: outcome, message: cardFailureMessage(outcome) }
  }
  const random = randomBytes(9).toString('hex')
  return {
    ok: true,
    authorizationId: `auth_test_${random}`,
    ...(cardLast4 === undefined ? {} : { cardLast4 }),
    ...(request.savePaymentMethod === true && source.kind === 'card'
      ? { paymentToken: `${tokenPrefix}${outcome}_${random}` }
      : {}),
  }
}

/** A token made by this provider pays like the card it was saved from; any other is declined. */
function outcomeOfToken(token: string): TestCardOutcome {
  if (!token.startsWith(tokenPrefix)) return 'declined'
  const outcome = token.slice(tokenPrefix.length).replace(/_[^_]*$/, '')
  return outcome === 'succeeded' || outcome === 'insufficient-funds' ? outcome : 'declined'
}
