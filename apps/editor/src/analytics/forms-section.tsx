import { analyticsApi } from './analytics-api.js'
import type { RangeChoice } from './analytics-api.js'
import { PanelState, usePanel } from './panel-state.js'
import { analyticsStrings as s } from './analytics-strings.js'
import { DataTable } from './data-table.js'
import { formatCount, formatPercent } from './format-figures.js'

export function FormsSection({ choice }: { choice: RangeChoice }) {
  const query = usePanel('forms', choice, analyticsApi.forms)
  return (
    <section className="ed-analytics__section" aria-labelledby="ed-analytics-forms">
      <h3 id="ed-analytics-forms">{s.forms}</h3>
      <PanelState query={query} />
      {query.data !== undefined ? (
        <DataTable
          title="Views and sign-ups"
          rows={query.data.forms}
          rowKey={(row) => row.name}
          csvUrl={analyticsApi.exportUrl('forms', choice)}
          columns={[
            { label: 'Name', cell: (row) => row.name },
            { label: 'Views', cell: (row) => formatCount(row.views), numeric: true },
            { label: 'Submissions', cell: (row) => formatCount(row.conversions), numeric: true },
            {
              label: s.conversionRate,
              cell: (row) => formatPercent(row.conversionRate),
              numeric: true,
            },
          ]}
        />
      ) : null}
    </section>
  )
}
