import { analyticsApi } from './analytics-api.js'
import type { RangeChoice, VitalFigure } from './analytics-api.js'
import { PanelState, usePanel } from './panel-state.js'
import { analyticsStrings as s } from './analytics-strings.js'
import { DataTable } from './data-table.js'
import { formatVital } from './format-figures.js'

const ratingLabel = { good: s.good, 'needs-improvement': s.needsImprovement, poor: s.poor }

function Vital({ name, figure }: { name: string; figure: VitalFigure | undefined }) {
  if (figure === undefined) return <span className="ed-hint">—</span>
  return (
    <span className={`ed-vital ed-vital--${figure.rating}`}>
      {formatVital(name, figure.p75)} <span>{ratingLabel[figure.rating]}</span>
    </span>
  )
}

export function VitalsSection({ choice }: { choice: RangeChoice }) {
  const query = usePanel('vitals', choice, analyticsApi.vitals)
  return (
    <section className="ed-analytics__section" aria-labelledby="ed-analytics-vitals">
      <h3 id="ed-analytics-vitals">{s.vitals}</h3>
      <PanelState query={query} />
      {query.data !== undefined ? (
        <DataTable
          title="p75 per page"
          rows={query.data.pages}
          rowKey={(row) => row.path}
          csvUrl={analyticsApi.exportUrl('vitals', choice)}
          columns={[
            { label: 'Page', cell: (row) => row.path },
            ...['LCP', 'INP', 'CLS'].map((name) => ({
              label: name,
              cell: (row: (typeof query.data.pages)[number]) => (
                <Vital name={name} figure={row.metrics[name]} />
              ),
            })),
          ]}
        />
      ) : null}
    </section>
  )
}
