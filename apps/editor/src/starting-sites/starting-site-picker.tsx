import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Button, Dialog, QueryState } from '../ui/index.js'
import {
  setupChecklistKey,
  startingSitesApi,
  startingSitesKey,
  type StartingSiteChoices,
} from './starting-sites-api.js'
import { startingSitesStrings as strings } from './starting-sites-strings.js'
import './starting-sites.css'

type Choice = StartingSiteChoices['sites'][number]

/**
 * A new, empty site's first screen (after the first-run setup, or on a site made with
 * `create-site`): three designed starting sites, each previewed before it is chosen, or an empty
 * site. Choosing fills the site and opens the editor on its home page.
 */
export function StartingSitePicker({ onDone, onSkip }: { onDone: () => void; onSkip: () => void }) {
  const queryClient = useQueryClient()
  const choices = useQuery({ queryKey: startingSitesKey, queryFn: startingSitesApi.choices })
  const [previewing, setPreviewing] = useState<Choice | null>(null)
  const apply = useMutation({
    mutationFn: (key: string) => startingSitesApi.apply(key),
    onSuccess: async () => {
      // Everything the editor read about the empty site is out of date now.
      await queryClient.invalidateQueries()
      await queryClient.invalidateQueries({ queryKey: setupChecklistKey })
      setPreviewing(null)
      onDone()
    },
  })
  return (
    <main className="ed-main ss-picker" id="ed-main" tabIndex={-1} aria-labelledby="ss-title">
      <div className="ss-picker-head">
        <h1 id="ss-title">{strings.title}</h1>
        <p>{strings.intro}</p>
      </div>
      <QueryState query={choices} />
      {choices.data ? (
        <ul className="ss-choices">
          {choices.data.sites.map((site) => (
            <li key={site.key} className="ss-choice">
              <button
                type="button"
                className="ss-choice-preview"
                aria-label={strings.preview(site.name)}
                onClick={() => setPreviewing(site)}
              >
                <img src={site.previewUrl} alt="" width={800} height={600} />
              </button>
              <h2>{site.name}</h2>
              <p>{site.summary}</p>
              <Button onClick={() => setPreviewing(site)}>{strings.preview(site.name)}</Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="ss-picker-foot">
        <Button tone="ghost" onClick={onSkip}>
          {strings.startEmpty}
        </Button>
      </div>
      <Dialog
        open={previewing !== null}
        onOpenChange={(open) => {
          if (!open && !apply.isPending) setPreviewing(null)
        }}
        title={previewing ? strings.previewTitle(previewing.name) : ''}
        description={previewing?.summary}
        wide
      >
        {previewing ? (
          <div className="ss-preview">
            <img
              src={previewing.previewUrl}
              alt={strings.previewAlt(previewing.title)}
              width={800}
              height={600}
            />
            {apply.isError ? (
              <p role="alert" className="ed-error">
                {apply.error.message || strings.applyFailed}
              </p>
            ) : null}
            <div className="ss-preview-actions">
              <Button
                tone="primary"
                disabled={apply.isPending}
                onClick={() => apply.mutate(previewing.key)}
              >
                {apply.isPending ? strings.applying : strings.use(previewing.name)}
              </Button>
            </div>
          </div>
        ) : null}
      </Dialog>
    </main>
  )
}
