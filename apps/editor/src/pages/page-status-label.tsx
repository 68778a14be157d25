import type { PageSummary } from '../api/api-types.js'
import { editorStrings } from '../strings.js'

/** SPEC §2 status labels (Scheduled, Needs Review, Draft, Private) and the lock and member marks. */
export function PageStatusLabel({ page }: { page: PageSummary }) {
  const label = editorStrings.statusLabels[page.status]
  return (
    <span className="ed-page-marks">
      {label ? <span className={`ed-status ed-status-${page.status}`}>{label}</span> : null}
      {page.locked ? (
        <span className="ed-mark" title="Password protected">
          Locked
        </span>
      ) : null}
      {page.memberOnly ? (
        <span className="ed-mark" title="Members only">
          Member-only
        </span>
      ) : null}
    </span>
  )
}
