import { useEffect, useRef } from 'react'
import { areaGroups, type Area, type AreaEntry } from './editor-areas.js'

interface Props {
  id: string
  visible: readonly AreaEntry[]
  current: Area | undefined
  /** On a phone the sidebar is a panel opened from the top bar's menu button. */
  open: boolean
  onChoose: (area: Area) => void
  onClose: () => void
}

/**
 * The sidebar of areas, grouped, one icon and label each. On a tablet it narrows to its icons
 * (the labels stay as the buttons' names and tooltips); on a phone it opens over the page and
 * Escape closes it.
 */
export function AreaNav({ id, visible, current, open, onChoose, onClose }: Props) {
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    if (!open) return
    ref.current?.querySelector<HTMLButtonElement>('button[aria-current], button')?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open, onClose])
  const shown = new Set(visible.map((entry) => entry.id))
  return (
    <nav
      ref={ref}
      id={id}
      aria-label="Editor areas"
      className={open ? 'ed-sidebar ed-sidebar-open' : 'ed-sidebar'}
    >
      {areaGroups.map((group) => {
        const areas = group.areas.filter((entry) => shown.has(entry.id))
        if (areas.length === 0) return null
        return (
          <div key={group.label} className="ed-sidebar-group">
            <p className="ed-sidebar-heading" aria-hidden="true">
              {group.label}
            </p>
            <ul>
              {areas.map((entry) => {
                const Icon = entry.icon
                return (
                  <li key={entry.id}>
                    <button
                      type="button"
                      title={entry.label}
                      aria-current={current === entry.id ? 'page' : undefined}
                      onClick={() => onChoose(entry.id)}
                    >
                      <Icon size={18} aria-hidden="true" focusable="false" />
                      <span className="ed-sidebar-label">{entry.label}</span>
                    </button>
                  </li>
                )
              })}
            </ul>
          </div>
        )
      })}
    </nav>
  )
}
