import { Monitor, Smartphone } from 'lucide-react'
import { useState } from 'react'
import type { MailPreview } from '../api/mail-templates-api.js'
import { Button, LoadingState } from '../ui/index.js'
import { mailTemplatesStrings as strings } from './mail-templates-strings.js'

const widths = { desktop: 640, phone: 375 } as const

/**
 * The commerce email preview (SPEC page type 301): the sample mail's header lines and its HTML in
 * a sandboxed frame (no scripts, no access to the editor), at desktop or phone width.
 */
export function MailPreviewPane({
  preview,
  pending,
}: {
  preview: MailPreview | undefined
  pending: boolean
}) {
  const [device, setDevice] = useState<keyof typeof widths>('desktop')
  return (
    <section className="mt-preview" aria-labelledby="mt-preview-heading">
      <div className="mt-preview-top">
        <h4 id="mt-preview-heading">{strings.previewHeading}</h4>
        <div className="mt-devices" role="group" aria-label={strings.preview}>
          <Button
            icon={Monitor}
            tone="ghost"
            aria-pressed={device === 'desktop'}
            onClick={() => setDevice('desktop')}
          >
            {strings.desktop}
          </Button>
          <Button
            icon={Smartphone}
            tone="ghost"
            aria-pressed={device === 'phone'}
            onClick={() => setDevice('phone')}
          >
            {strings.phone}
          </Button>
        </div>
      </div>
      {pending && preview === undefined ? <LoadingState /> : null}
      {preview ? (
        <>
          <dl className="mt-envelope" data-page-type={preview.pageType}>
            <div>
              <dt>{strings.from}</dt>
              <dd>{preview.from}</dd>
            </div>
            {preview.replyTo ? (
              <div>
                <dt>{strings.replyTo}</dt>
                <dd>{preview.replyTo}</dd>
              </div>
            ) : null}
            <div>
              <dt>{strings.subject}</dt>
              <dd className="mt-subject">{preview.subject}</dd>
            </div>
          </dl>
          <div className="mt-frame-wrap">
            <iframe
              title={strings.previewFrame}
              className="mt-frame"
              sandbox=""
              srcDoc={preview.html}
              style={{ width: widths[device] }}
            />
          </div>
        </>
      ) : null}
    </section>
  )
}
