import type { Kysely } from 'kysely'
import { unseal } from '../payments/seal.js'
import { appSecret } from '../security/app-secret.js'
import type { Database } from '../storage/database.js'
import type { WorkerStep } from '../worker/worker-registry.js'
import { deliverWebhook } from './deliver-webhook.js'
import { claimDueDeliveries, settleDelivery } from './delivery-queue.js'
import type { ClaimedDelivery } from './delivery-queue.js'
import { webhookRetryDelayMs } from './retry-schedule.js'
import { messageIdOf, signWebhook } from './sign-webhook.js'
import { webhookSecretName } from './webhook-endpoints.js'

export interface WebhookDeliveryStepOptions {
  db: Kysely<Database>
  allowLoopback: boolean
  /** The wall clock signatures carry (receivers compare it with theirs); scheduling uses the step's `now`. */
  clock?: () => Date
  timeoutMs?: number
  intervalMs?: number
  batch?: number
}

/** How long a claim lasts: longer than one attempt's timeout, so a live attempt keeps its row. */
const leaseMs = 60_000

/**
 * The worker step that empties `webhook_deliveries`: every due delivery of an enabled endpoint is
 * signed (Standard Webhooks), POSTed with a timeout, and settled — delivered on a 2xx, else
 * retried on the schedule of `retry-schedule.ts` until it fails for good.
 */
export function webhookDeliveryStep(options: WebhookDeliveryStepOptions): WorkerStep {
  const clock = options.clock ?? (() => new Date())
  const timeoutMs = options.timeoutMs ?? 10_000
  async function attempt(delivery: ClaimedDelivery, secret: string, now: Date): Promise<void> {
    const signedAt = clock()
    const headers = signWebhook(
      unseal(secret, delivery.secretSealed),
      messageIdOf(delivery.eventId),
      signedAt,
      delivery.payload,
    )
    const result = await deliverWebhook(delivery.url, { ...headers }, delivery.payload, {
      timeoutMs,
      allowLoopback: options.allowLoopback,
    })
    const delay = result.ok ? undefined : webhookRetryDelayMs(delivery.attempts)
    await settleDelivery(options.db, delivery, {
      delivered: result.ok,
      responseCode: result.status,
      error: result.ok ? null : result.error,
      attemptedAt: now,
      nextAttemptAt: delay === undefined ? undefined : new Date(now.getTime() + delay),
    })
  }
  return {
    name: 'webhook-deliveries',
    intervalMs: options.intervalMs ?? 2_000,
    run: async (now) => {
      const due = await claimDueDeliveries(options.db, now, leaseMs, options.batch ?? 20)
      if (due.length === 0) return
      const secret = await appSecret(options.db, webhookSecretName)
      // One slow receiver delays only its own attempt: the batch goes out side by side.
      await Promise.all(due.map((delivery) => attempt(delivery, secret, now)))
    },
  }
}
