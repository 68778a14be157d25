import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { campaignsApi } from '../api/campaigns-api.js'
import type { CampaignBlock } from '../api/campaigns-api.js'
import { Button, ErrorState, LoadingState } from '../ui/index.js'
import { campaignsStrings as s } from './campaigns-strings.js'

const widths = { desktop: 640, phone: 375 } as const

/** The mail as the server renders it, in a frame as wide as a desktop mail client or a phone. */
export function CampaignPreview({ subject, blocks }: { subject: string; blocks: CampaignBlock[] }) {
  const [device, setDevice] = useState<keyof typeof widths>('desktop')
  const preview = useQuery({
    queryKey: ['campaign-preview', subject, JSON.stringify(blocks)],
    queryFn: () => campaignsApi.preview({ subject, blocks }),
  })
  return (
    <section className="ed-card ed-campaign-preview" aria-label={s.preview}>
      <div className="ed-campaign-devices" role="group" aria-label={s.preview}>
        {(['desktop', 'phone'] as const).map((choice) => (
          <Button key={choice} aria-pressed={device === choice} onClick={() => setDevice(choice)}>
            {choice === 'desktop' ? s.desktop : s.phone}
          </Button>
        ))}
      </div>
      {preview.isPending ? <LoadingState /> : null}
      {preview.isError ? <ErrorState error={preview.error} /> : null}
      {preview.isSuccess ? (
        <iframe
          className="ed-campaign-frame"
          title={s.previewTitle}
          sandbox=""
          srcDoc={preview.data.html}
          style={{ width: widths[device] }}
        />
      ) : null}
    </section>
  )
}
