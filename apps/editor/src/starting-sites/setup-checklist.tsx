import { useQuery } from '@tanstack/react-query'
import { Check, Circle } from 'lucide-react'
import {
  setupChecklistKey,
  startingSitesApi,
  type SetupChecklistItem,
} from './starting-sites-api.js'
import { startingSitesStrings as strings } from './starting-sites-strings.js'
import './starting-sites.css'

/**
 * The setup checklist above the editor: site title and logo, first product, payments, domain,
 * publish. Each step is ticked by the server from the site's real state, read again whenever the
 * editor regains focus or a change is saved, so it never ticks on a click alone. Gone once all
 * are done. Folded to one line until opened.
 */
export function SetupChecklist({ onOpen }: { onOpen: (area: string) => void }) {
  const checklist = useQuery({
    queryKey: setupChecklistKey,
    queryFn: startingSitesApi.checklist,
    refetchOnWindowFocus: true,
    // Saves elsewhere in the editor (a product, a logo) are seen within seconds.
    refetchInterval: 5000,
  })
  const items = checklist.data?.items ?? []
  const done = items.filter((item) => item.done).length
  if (items.length === 0 || done === items.length) return null
  return (
    // Folded by default, so it never stands in the way of the editor's own controls.
    <details className="ss-checklist">
      <summary>
        {strings.checklistTitle}{' '}
        <span className="ss-checklist-progress">
          {strings.checklistProgress(done, items.length)}
        </span>
      </summary>
      <ul aria-label={strings.checklistTitle}>
        {items.map((item) => (
          <ChecklistStep key={item.id} item={item} onOpen={onOpen} />
        ))}
      </ul>
    </details>
  )
}

function ChecklistStep({
  item,
  onOpen,
}: {
  item: SetupChecklistItem
  onOpen: (area: string) => void
}) {
  const Icon = item.done ? Check : Circle
  const state = item.done ? strings.done : strings.notDone
  return (
    <li className={item.done ? 'ss-step ss-step-done' : 'ss-step'} title={strings.hints[item.id]}>
      <Icon size={16} aria-hidden="true" focusable="false" />
      {item.done || item.area === '' ? (
        <span>
          {item.label}
          <span className="ed-visually-hidden">: {state}</span>
        </span>
      ) : (
        <button type="button" onClick={() => onOpen(item.area)}>
          {item.label}
          <span className="ed-visually-hidden">: {state}</span>
        </button>
      )}
    </li>
  )
}
