import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { mailingListsApi } from '../api/mailing-lists-api.js'
import { Button, ErrorState, LoadingState } from '../ui/index.js'
import { ListSettings } from './list-settings.js'
import { ListSubscribersTable } from './list-subscribers-table.js'
import { fillText, mailingListsStrings as s } from './mailing-lists-strings.js'
import { NewListForm } from './new-list-form.js'
import './mailing-lists.css'

export const listsQueryKey = ['mailing-lists'] as const

/**
 * Mailing Lists: the owner makes, renames and deletes the site's lists, chooses double opt-in per
 * list, and keeps each list's subscribers (search, add, remove, CSV import and export).
 */
export default function MailingListsPanel() {
  const lists = useQuery({ queryKey: listsQueryKey, queryFn: mailingListsApi.lists })
  const [chosen, setChosen] = useState<string | undefined>()
  const [creating, setCreating] = useState(false)
  const all = [...(lists.data?.lists ?? [])].sort((a, b) => a.name.localeCompare(b.name))
  const current = all.find((list) => list.id === chosen) ?? all[0]
  return (
    <div className="ed-mailing">
      <header className="ed-mailing-head">
        <h2>{s.areaTitle}</h2>
        <Button tone="primary" icon={Plus} onClick={() => setCreating(true)}>
          {s.newList}
        </Button>
      </header>
      <p className="ed-mailing-intro">{s.intro}</p>
      {creating ? (
        <NewListForm
          onDone={(id) => {
            setCreating(false)
            if (id !== undefined) setChosen(id)
          }}
        />
      ) : null}
      {lists.isError ? <ErrorState error={lists.error} onRetry={() => lists.refetch()} /> : null}
      {lists.isPending ? <LoadingState /> : null}
      {lists.isSuccess && all.length === 0 && !creating ? (
        <p className="ed-mailing-empty">{s.noLists}</p>
      ) : null}
      {current !== undefined ? (
        <div className="ed-mailing-body">
          <nav className="ed-mailing-lists" aria-label={s.areaTitle}>
            <ul>
              {all.map((list) => (
                <li key={list.id}>
                  <button
                    type="button"
                    aria-current={list.id === current.id ? 'true' : undefined}
                    onClick={() => setChosen(list.id)}
                  >
                    {fillText(list.subscriberCount === 1 ? s.listChoiceOne : s.listChoice, {
                      name: list.name,
                      count: list.subscriberCount,
                    })}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ed-mailing-detail">
            <ListSettings key={`settings-${current.id}`} list={current} />
            <ListSubscribersTable key={`subscribers-${current.id}`} list={current} />
          </div>
        </div>
      ) : null}
    </div>
  )
}
