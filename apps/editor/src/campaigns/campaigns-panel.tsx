import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { campaignsApi } from '../api/campaigns-api.js'
import type { Campaign } from '../api/campaigns-api.js'
import { Button, ErrorState, LoadingState } from '../ui/index.js'
import { CampaignEditor } from './campaign-editor.js'
import { CampaignReport } from './campaign-report.js'
import { campaignsStrings as s } from './campaigns-strings.js'
import './campaigns.css'

export const campaignsKey = ['campaigns'] as const

/**
 * Campaigns: the owner writes newsletters from a few blocks in the site's look, previews them at
 * desktop and phone width, sends a test, and sends now or at a time to one or more lists; a sent
 * campaign shows its progress and counts.
 */
export default function CampaignsPanel() {
  const client = useQueryClient()
  const campaigns = useQuery({
    queryKey: campaignsKey,
    queryFn: campaignsApi.list,
    // A campaign on its way changes status by itself: look again while one is.
    refetchInterval: (query) =>
      query.state.data?.campaigns.some(
        (campaign) => campaign.status === 'sending' || campaign.status === 'scheduled',
      )
        ? 3_000
        : false,
  })
  const [openId, setOpenId] = useState<string | undefined>()
  const create = useMutation({
    mutationFn: () => campaignsApi.create({ subject: '', blocks: [], listIds: [] }),
    onSuccess: async (campaign) => {
      await client.invalidateQueries({ queryKey: campaignsKey })
      setOpenId(campaign.id)
    },
  })
  const open = campaigns.data?.campaigns.find((campaign) => campaign.id === openId)
  if (open !== undefined) {
    const back = () => {
      setOpenId(undefined)
      void client.invalidateQueries({ queryKey: campaignsKey })
    }
    return (
      <div className="ed-campaigns">
        <Button onClick={back}>{s.back}</Button>
        {open.status === 'draft' || open.status === 'scheduled' ? (
          <CampaignEditor key={open.id} campaign={open} onDone={back} />
        ) : (
          <CampaignReport key={open.id} campaignId={open.id} />
        )}
      </div>
    )
  }
  return (
    <div className="ed-campaigns">
      <header className="ed-campaigns-head">
        <h2>{s.areaTitle}</h2>
        <Button
          tone="primary"
          icon={Plus}
          disabled={create.isPending}
          onClick={() => create.mutate()}
        >
          {s.newCampaign}
        </Button>
      </header>
      <p className="ed-campaigns-intro">{s.intro}</p>
      {campaigns.isError ? (
        <ErrorState error={campaigns.error} onRetry={() => campaigns.refetch()} />
      ) : null}
      {create.isError ? <ErrorState error={create.error} /> : null}
      {campaigns.isPending ? <LoadingState /> : null}
      {campaigns.isSuccess && campaigns.data.campaigns.length === 0 ? (
        <p className="ed-campaigns-empty">{s.noCampaigns}</p>
      ) : null}
      {campaigns.isSuccess && campaigns.data.campaigns.length > 0 ? (
        <ul className="ed-campaigns-list" aria-label={s.areaTitle}>
          {campaigns.data.campaigns.map((campaign) => (
            <CampaignRow key={campaign.id} campaign={campaign} onOpen={setOpenId} />
          ))}
        </ul>
      ) : null}
    </div>
  )
}

function CampaignRow({ campaign, onOpen }: { campaign: Campaign; onOpen: (id: string) => void }) {
  const when = campaign.finishedAt ?? campaign.scheduledAt ?? campaign.updatedAt
  return (
    <li className="ed-card ed-campaigns-row">
      <div>
        <strong>{campaign.subject === '' ? s.untitled : campaign.subject}</strong>
        <span className={`ed-campaign-status ed-campaign-status--${campaign.status}`}>
          {s.statuses[campaign.status]}
        </span>
        <time dateTime={when}>{new Date(when).toLocaleString()}</time>
      </div>
      <Button onClick={() => onOpen(campaign.id)}>
        {campaign.status === 'draft' || campaign.status === 'scheduled' ? s.edit : s.open}
        <span className="ed-visually-hidden"> {campaign.subject}</span>
      </Button>
    </li>
  )
}
