import type { Storage } from '../../storage/open-storage.js'
import type { WorkerStep } from '../../worker/worker-registry.js'
import { queueCampaignMails, startDueCampaigns } from './campaign-sender.js'

/** Mails a minute a campaign is queued at unless `CAMPAIGN_MAILS_PER_MINUTE` says otherwise. */
export const defaultCampaignMailsPerMinute = 600

export function campaignMailsPerMinute(env: NodeJS.ProcessEnv): number {
  const value = Number(env.CAMPAIGN_MAILS_PER_MINUTE?.trim() ?? '')
  return Number.isInteger(value) && value > 0 ? value : defaultCampaignMailsPerMinute
}

/**
 * The worker step that sends campaigns: starts the scheduled ones whose time has come and queues
 * the next mails of those being sent, `CAMPAIGN_MAILS_PER_MINUTE` spread over the minute (a share
 * each second). After a restart it goes on where the send records end.
 */
export function campaignSendStep(options: {
  storage: Storage
  env: NodeJS.ProcessEnv
  localPort: () => number
  mailto: string | undefined
  intervalMs?: number
}): WorkerStep {
  const intervalMs = options.intervalMs ?? 1_000
  const perTick = Math.max(
    1,
    Math.round((campaignMailsPerMinute(options.env) * intervalMs) / 60_000),
  )
  return {
    name: 'mailing-campaigns',
    intervalMs,
    async run(now) {
      await startDueCampaigns(options.storage.db, now)
      return queueCampaignMails(
        { storage: options.storage, localPort: options.localPort(), mailto: options.mailto },
        perTick,
        now,
      )
    },
  }
}
