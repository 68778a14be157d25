import { analyticsApi } from './analytics-api.js'
import type { RangeChoice } from './analytics-api.js'
import { PanelState, usePanel } from './panel-state.js'
import { analyticsStrings as s } from './analytics-strings.js'
import { DataTable } from './data-table.js'
import { formatCount } from './format-figures.js'

export function ErrorsSection({ choice }: { choice: RangeChoice }) {
  const query = usePanel('errors', choice, analyticsApi.errors)
  return (
    <section className="ed-analytics__section" aria-labelledby="ed-analytics-errors">
      <h3 id="ed-analytics-errors">{s.errors}</h3>
      <PanelState query={query} />
      {query.data !== undefined ? (
        <DataTable
          title="Grouped by message"
          rows={query.data.errors}
          rowKey={(row) => row.message}
          csvUrl={analyticsApi.exportUrl('errors', choice)}
          columns={[
            { label: s.message, cell: (row) => <code>{row.message}</code> },
            { label: s.count, cell: (row) => formatCount(row.count), numeric: true },
            { label: s.pages, cell: (row) => row.pages.join(', ') },
            { label: s.lastSeen, cell: (row) => new Date(row.lastSeen).toLocaleString() },
          ]}
        />
      ) : null}
    </section>
  )
}
