import { randomBytes } from 'node:crypto'
import { cardFailureMessage } from '@atelier/commerce'
import type {
  PaymentProvider,
  PaymentSession,
  PaymentSessionInput,
  RefundRequest,
  RefundResult,
  SavedMethods,
} from './payment-provider.js'
import { paymentStrings } from './payment-strings.js'
import { readTestToken, savedTestToken } from './test-card-token.js'

/** One refund the test provider made (tests read them to check nothing is given back twice). */
export interface TestRefund {
  reference: string
  amountCents: number
  idempotencyKey: string
}

export interface TestPaymentProvider extends PaymentProvider {
  /** Every refund made, one per idempotency key, in order. */
  readonly refunds: TestRefund[]
  /** Every session voided, one per idempotency key, in order. */
  readonly cancels: Array<{ reference: string; idempotencyKey: string }>
}

/**
 * The built-in test provider: the SPEC-style test cards, tokenized in the browser
 * (`test-card-token.ts`), decide the outcome (4242… pays, 4000…0002 is declined, 4000…9995 lacks
 * funds; 4000…0341 pays and is declined on renewals, 4000 0027 6000 3184 pays and asks for
 * authentication on renewals: `RENEWAL_TEST_CARDS`). A session is authorized at once and captured
 * on `capture`. A saved payment token records only what its card does on renewals and a random
 * part, so renewals follow the card without the card number being kept anywhere. Answers are remembered by idempotency key for the life of
 * the process, so a retried call never moves money twice, and refunds of a session it knows never
 * add up to more than it captured.
 */
export function createTestPaymentProvider(): TestPaymentProvider {
  const initiated = new Map<string, PaymentSession>()
  const sessions = new Map<string, PaymentSession>()
  const captures = new Map<string, PaymentSession>()
  const refunds: TestRefund[] = []
  const cancels: Array<{ reference: string; idempotencyKey: string }> = []
  const refundAnswers = new Map<string, RefundResult>()
  return {
    name: 'test',
    testMode: true,
    settlesAtCheckout: true,
    refunds,
    cancels,
    async initiate(input) {
      const known = initiated.get(input.idempotencyKey)
      if (known !== undefined) return { ...known }
      const session = decide(input)
      initiated.set(input.idempotencyKey, session)
      sessions.set(session.reference, session)
      return { ...session }
    },
    async capture(reference, idempotencyKey) {
      const known = captures.get(idempotencyKey)
      if (known !== undefined) return { ...known }
      const session = sessions.get(reference)
      if (
        session !== undefined &&
        session.status !== 'authorized' &&
        session.status !== 'captured'
      ) {
        throw new Error(`test session ${reference} cannot be captured (${session.status})`)
      }
      const captured: PaymentSession = {
        ...(session ?? { reference, amountCents: 0, currency: '' }),
        reference,
        status: 'captured',
        capturedCents: session?.amountCents ?? 0,
        refundedCents: session?.refundedCents ?? 0,
      }
      sessions.set(reference, captured)
      captures.set(idempotencyKey, captured)
      return { ...captured }
    },
    async retrieve(reference) {
      const session = sessions.get(reference)
      if (session === undefined) throw new Error(`no test session ${reference}`)
      return { ...session }
    },
    async refund(request) {
      const known = refundAnswers.get(request.idempotencyKey)
      if (known !== undefined) return known
      const answer = refundOf(sessions, request)
      refundAnswers.set(request.idempotencyKey, answer)
      if (answer.ok) {
        refunds.push({
          reference: request.reference,
          amountCents: request.amountCents,
          idempotencyKey: request.idempotencyKey,
        })
      }
      return answer
    },
    async cancel(reference, idempotencyKey) {
      if (cancels.some((cancel) => cancel.idempotencyKey === idempotencyKey)) return
      const session = sessions.get(reference)
      if (session !== undefined) sessions.set(reference, { ...session, status: 'cancelled' })
      cancels.push({ reference, idempotencyKey })
    },
    savedMethods: testSavedMethods(),
  }
}

/**
 * The test provider's saved cards: its `pm_test_` tokens, which carry the card's brand, last 4
 * and expiry (never the number), so listing needs no store of its own; Atelier's
 * `saved_payment_methods` records which account holds which. Saving a card without a payment
 * takes a card token of the token endpoint: a card that pays is saved, any other is refused.
 */
function testSavedMethods(): SavedMethods {
  return {
    async list(tokens) {
      return tokens.flatMap((token) => {
        const read = readTestToken(token)
        if (!read.saved) return []
        const face = read.face
        return [
          {
            token,
            brand: face?.brand ?? 'card',
            last4: face?.last4 ?? read.last4 ?? '',
            expMonth: face?.expMonth ?? 0,
            expYear: face?.expYear ?? 0,
          },
        ]
      })
    },
    async detach() {},
    async setDefault() {},
    async setUp({ source }) {
      const read = source.kind === 'token' ? readTestToken(source.token) : undefined
      if (read === undefined || read.saved || read.outcome !== 'succeeded') {
        const outcome = read?.outcome ?? 'declined'
        return {
          status: 'failed',
          message:
            outcome === 'authentication-required' || outcome === 'succeeded'
              ? cardFailureMessage('declined')
              : cardFailureMessage(outcome),
        }
      }
      return { status: 'succeeded', token: savedTestToken(read.renewal, read.face) }
    },
    async setupResult() {
      return { status: 'failed', message: cardFailureMessage('declined') }
    },
  }
}

function decide(input: PaymentSessionInput): PaymentSession {
  const source = input.source
  const read = source.kind === 'token' ? readTestToken(source.token) : undefined
  const outcome = read?.outcome ?? 'declined'
  const base = {
    reference: `pay_test_${randomBytes(9).toString('hex')}`,
    amountCents: input.amountCents,
    currency: input.currency,
    ...(read?.last4 === undefined ? {} : { cardLast4: read.last4 }),
  }
  if (outcome === 'authentication-required') {
    return {
      ...base,
      status: 'failed',
      failure: { code: outcome, message: paymentStrings.authenticationRequired },
    }
  }
  if (outcome !== 'succeeded') {
    return {
      ...base,
      status: 'failed',
      failure: { code: outcome, message: cardFailureMessage(outcome) },
    }
  }
  return {
    ...base,
    status: 'authorized',
    capturedCents: 0,
    refundedCents: 0,
    ...(input.savePaymentMethod === true && source.kind === 'token' && read !== undefined
      ? { paymentToken: read.saved ? source.token : savedTestToken(read.renewal, read.face) }
      : {}),
  }
}

/** A refund of a session this process captured is held to what is left of the capture. */
function refundOf(sessions: Map<string, PaymentSession>, request: RefundRequest): RefundResult {
  if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) {
    return { ok: false, code: 'refund-refused', message: paymentStrings.refundRefused }
  }
  const session = sessions.get(request.reference)
  if (session !== undefined) {
    const left = (session.capturedCents ?? 0) - (session.refundedCents ?? 0)
    if (session.status !== 'captured' || request.amountCents > left) {
      return { ok: false, code: 'refund-exceeds-capture', message: paymentStrings.refundTooLarge }
    }
    sessions.set(request.reference, {
      ...session,
      refundedCents: (session.refundedCents ?? 0) + request.amountCents,
    })
  }
  return { ok: true, refundId: `re_test_${randomBytes(9).toString('hex')}` }
}
