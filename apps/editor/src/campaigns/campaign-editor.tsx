import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Eye, Plus, Save, Send, Trash2 } from 'lucide-react'
import { useId, useState } from 'react'
import { ApiError } from '../api/api-error.js'
import { campaignsApi } from '../api/campaigns-api.js'
import type { Campaign, CampaignBlock, CampaignDraft } from '../api/campaigns-api.js'
import { mailingListsApi } from '../api/mailing-lists-api.js'
import { Button, ConfirmDialog, Field } from '../ui/index.js'
import { CampaignBlockFields } from './campaign-block-fields.js'
import { CampaignPreview } from './campaign-preview.js'
import { campaignsStrings as s, fillText } from './campaigns-strings.js'

const newBlock: Record<CampaignBlock['type'], () => CampaignBlock> = {
  text: () => ({ type: 'text', text: '' }),
  image: () => ({ type: 'image', url: '', alt: '' }),
  button: () => ({ type: 'button', label: '', url: '' }),
  product: () => ({ type: 'product', productId: '' }),
  divider: () => ({ type: 'divider' }),
}

const message = (error: unknown) => (error instanceof ApiError ? error.message : String(error))

/** Writing a draft: subject, lists, blocks; preview, test, and send now or at a time. */
export function CampaignEditor({ campaign, onDone }: { campaign: Campaign; onDone: () => void }) {
  const id = useId()
  const client = useQueryClient()
  const [draft, setDraft] = useState<CampaignDraft>({
    subject: campaign.subject,
    blocks: campaign.blocks,
    listIds: campaign.listIds,
  })
  const [note, setNote] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [previewing, setPreviewing] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [at, setAt] = useState('')
  const lists = useQuery({ queryKey: ['mailing-lists'], queryFn: mailingListsApi.lists })
  const settled = {
    onError: (failure: unknown) => {
      setNote(null)
      setError(message(failure))
    },
  }
  const save = useMutation({
    mutationFn: () => campaignsApi.save(campaign.id, draft),
    onSuccess: async () => {
      setError(null)
      setNote(s.saved)
      await client.invalidateQueries({ queryKey: ['campaigns'] })
    },
    ...settled,
  })
  const test = useMutation({
    mutationFn: async () => {
      await campaignsApi.save(campaign.id, draft)
      return campaignsApi.sendTest(campaign.id)
    },
    onSuccess: (answer) => {
      setError(null)
      setNote(fillText(s.testSent, { to: answer.to }))
    },
    ...settled,
  })
  const send = useMutation({
    mutationFn: async (when: string | undefined) => {
      await campaignsApi.save(campaign.id, draft)
      return campaignsApi.send(campaign.id, when)
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['campaigns'] })
      onDone()
    },
    ...settled,
  })
  const remove = useMutation({
    mutationFn: () => campaignsApi.remove(campaign.id),
    onSuccess: onDone,
    ...settled,
  })
  const setBlocks = (blocks: CampaignBlock[]) => setDraft({ ...draft, blocks })
  const busy = save.isPending || test.isPending || send.isPending || remove.isPending

  return (
    <form
      className="ed-campaign-editor"
      aria-label={draft.subject === '' ? s.untitled : draft.subject}
      onSubmit={(event) => {
        event.preventDefault()
        save.mutate()
      }}
      noValidate
    >
      {campaign.status === 'scheduled' && campaign.scheduledAt !== null ? (
        <p className="ed-campaigns-intro" role="status">
          {fillText(s.scheduledFor, { time: new Date(campaign.scheduledAt).toLocaleString() })}
        </p>
      ) : null}
      <div className="ed-card ed-campaign-settings">
        <Field
          label={s.subject}
          value={draft.subject}
          maxLength={200}
          onChange={(event) => setDraft({ ...draft, subject: event.target.value })}
        />
        <fieldset className="ed-campaign-lists">
          <legend>{s.sendTo}</legend>
          {lists.isSuccess && lists.data.lists.length === 0 ? <p>{s.noLists}</p> : null}
          {(lists.data?.lists ?? []).map((list) => (
            <label key={list.id} className="ed-check">
              <input
                type="checkbox"
                checked={draft.listIds.includes(list.id)}
                onChange={(event) =>
                  setDraft({
                    ...draft,
                    listIds: event.target.checked
                      ? [...draft.listIds, list.id]
                      : draft.listIds.filter((other) => other !== list.id),
                  })
                }
              />
              {fillText(list.subscriberCount === 1 ? s.listChoiceOne : s.listChoice, {
                name: list.name,
                count: list.subscriberCount,
              })}
            </label>
          ))}
        </fieldset>
      </div>

      <section className="ed-campaign-content" aria-labelledby={`${id}-content`}>
        <h3 id={`${id}-content`}>{s.content}</h3>
        <ol className="ed-campaign-blocks">
          {draft.blocks.map((block, position) => (
            <CampaignBlockFields
              key={position}
              block={block}
              position={position}
              count={draft.blocks.length}
              onChange={(next) =>
                setBlocks(draft.blocks.map((other, index) => (index === position ? next : other)))
              }
              onMove={(by) => {
                const blocks = [...draft.blocks]
                const [moved] = blocks.splice(position, 1)
                if (moved !== undefined) blocks.splice(position + by, 0, moved)
                setBlocks(blocks)
              }}
              onRemove={() => setBlocks(draft.blocks.filter((_, index) => index !== position))}
            />
          ))}
        </ol>
        <div className="ed-campaign-add" role="group" aria-label={s.addBlock}>
          <span>{s.addBlock}:</span>
          {(Object.keys(newBlock) as CampaignBlock['type'][]).map((type) => (
            <Button
              key={type}
              icon={Plus}
              onClick={() => setBlocks([...draft.blocks, newBlock[type]()])}
            >
              {s.blockKinds[type]}
            </Button>
          ))}
        </div>
      </section>

      {error !== null ? (
        <p role="alert" className="ui-field-error">
          {error}
        </p>
      ) : null}
      {note !== null ? (
        <p role="status" className="ed-campaign-note">
          {note}
        </p>
      ) : null}

      <div className="ed-actions ed-campaign-actions">
        <Button type="submit" icon={Save} disabled={busy}>
          {s.saveDraft}
        </Button>
        <Button icon={Eye} aria-expanded={previewing} onClick={() => setPreviewing(!previewing)}>
          {s.preview}
        </Button>
        <Button icon={Send} disabled={busy} onClick={() => test.mutate()}>
          {s.sendTest}
        </Button>
        <Button tone="primary" icon={Send} disabled={busy} onClick={() => setConfirming(true)}>
          {s.sendNow}
        </Button>
        <Button tone="danger" icon={Trash2} disabled={busy} onClick={() => remove.mutate()}>
          {s.delete}
        </Button>
      </div>
      <div className="ed-card ed-campaign-schedule">
        <Field
          label={s.scheduleAt}
          type="datetime-local"
          value={at}
          onChange={(event) => setAt(event.target.value)}
        />
        <Button
          disabled={busy || at === ''}
          onClick={() => send.mutate(new Date(at).toISOString())}
        >
          {s.schedule}
        </Button>
      </div>
      {previewing ? <CampaignPreview subject={draft.subject} blocks={draft.blocks} /> : null}
      <ConfirmDialog
        open={confirming}
        title={s.sendNow}
        description={fillText(s.confirmSend, { subject: draft.subject })}
        confirmLabel={s.sendNow}
        cancelLabel={s.back}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          send.mutate(undefined)
        }}
      />
    </form>
  )
}
