import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { campaignsApi } from '../api/campaigns-api.js'
import { ErrorState, LoadingState } from '../ui/index.js'
import { campaignsStrings as s, fillText } from './campaigns-strings.js'

/** A campaign being sent or sent: progress, then sent, delivered, bounced and unsubscribed. */
export function CampaignReport({ campaignId }: { campaignId: string }) {
  const id = useId()
  const report = useQuery({
    queryKey: ['campaigns', campaignId],
    queryFn: () => campaignsApi.get(campaignId),
    refetchInterval: (query) =>
      query.state.data?.campaign.status === 'sent' &&
      query.state.data.stats.delivered + query.state.data.stats.bounced >=
        query.state.data.stats.sent
        ? false
        : 2_000,
  })
  if (report.isPending) return <LoadingState />
  if (report.isError) return <ErrorState error={report.error} onRetry={() => report.refetch()} />
  const { campaign, stats } = report.data
  const counts = [
    [s.recipients, stats.recipients],
    [s.sentCount, stats.sent],
    [s.delivered, stats.delivered],
    [s.bounced, stats.bounced],
    [s.unsubscribed, stats.unsubscribed],
  ] as const
  return (
    <section className="ed-campaign-report" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{campaign.subject}</h2>
      <p>
        <span className={`ed-campaign-status ed-campaign-status--${campaign.status}`}>
          {s.statuses[campaign.status]}
        </span>
      </p>
      <div className="ed-card ed-campaign-progress">
        <label htmlFor={`${id}-progress`}>{s.progress}</label>
        <progress id={`${id}-progress`} max={Math.max(stats.recipients, 1)} value={stats.sent} />
        <p>{fillText(s.queuedOf, { sent: stats.sent, recipients: stats.recipients })}</p>
      </div>
      <dl className="ed-campaign-counts">
        {counts.map(([label, value]) => (
          <div key={label} className="ed-card">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="ed-campaigns-intro">{s.trackingOff}</p>
    </section>
  )
}
