import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Plus, Users } from 'lucide-react'
import { useState } from 'react'
import { memberAreasApi, type MemberArea } from '../api/member-areas-api.js'
import { Button, EmptyState, QueryState } from '../ui/index.js'
import { MemberAreaForm } from './member-area-form.js'
import { MembersList } from './members-list.js'
import { memberAreasStrings as strings } from './member-areas-strings.js'
import { planText } from './plan-text.js'
import './member-areas.css'

/** Member Areas: the site's areas with their plan; one area's members. */
export default function MemberAreasPanel() {
  const [open, setOpen] = useState<MemberArea | null>(null)
  const [editing, setEditing] = useState<MemberArea | 'new' | null>(null)
  const queryClient = useQueryClient()
  const areas = useQuery({ queryKey: ['member-areas'], queryFn: memberAreasApi.list })
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['member-areas'] })
  const create = useMutation({ mutationFn: memberAreasApi.create, onSuccess: refresh })
  const list = areas.data?.memberAreas ?? []

  if (open !== null) return <MembersList area={open} onBack={() => setOpen(null)} />

  return (
    <section className="ed-member-areas" aria-labelledby="ed-member-areas-title">
      <header className="ed-member-areas__header">
        <div>
          <h2 id="ed-member-areas-title">{strings.title}</h2>
          <p className="ed-field-note">{strings.intro}</p>
        </div>
        {editing === null ? (
          <Button tone="primary" icon={Plus} onClick={() => setEditing('new')}>
            {strings.newArea}
          </Button>
        ) : null}
      </header>
      {editing === 'new' ? (
        <MemberAreaForm
          onSave={async (draft) => {
            await create.mutateAsync(draft)
            setEditing(null)
          }}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      <QueryState query={areas} />
      {areas.isSuccess && list.length === 0 && editing === null ? (
        <EmptyState>{strings.none}</EmptyState>
      ) : null}
      <ul className="ed-member-area-list">
        {list.map((area) => (
          <li key={area.id} className="ed-member-area-card">
            {editing !== null && editing !== 'new' && editing.id === area.id ? (
              <MemberAreaForm
                area={area}
                onSave={async (draft) => {
                  await memberAreasApi.update(area.id, draft)
                  await refresh()
                  setEditing(null)
                }}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <>
                <div className="ed-member-area-card__text">
                  <h3>
                    {area.name}
                    {area.isDefault ? (
                      <span className="ed-member-area-card__badge">{strings.defaultBadge}</span>
                    ) : null}
                  </h3>
                  <p className="ed-member-area-card__plan">{planText(area)}</p>
                  {area.description !== '' ? <p>{area.description}</p> : null}
                </div>
                <div className="ed-member-area-card__actions">
                  <Button
                    icon={Users}
                    onClick={() => setOpen(area)}
                    aria-label={`${strings.members}: ${area.name}`}
                  >
                    {strings.members}
                  </Button>
                  <Button
                    tone="ghost"
                    onClick={() => setEditing(area)}
                    aria-label={`${strings.edit}: ${area.name}`}
                  >
                    {strings.edit}
                  </Button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
