import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { editorStrings } from '../strings.js'
import type { RangeChoice } from '../analytics/analytics-api.js'
import { analyticsApi } from '../analytics/analytics-api.js'
import { DataTable } from '../analytics/data-table.js'
import { formatCount, formatMoney, formatPercent } from '../analytics/format-figures.js'
import { PanelState, usePanel } from '../analytics/panel-state.js'
import { experimentsApi } from './experiments-api.js'
import { experimentsStrings as s } from './experiments-strings.js'
import { FeatureForm } from './feature-form.js'
import { FeatureRow } from './feature-row.js'

/**
 * The owner's experiments (issue 13, SPEC §3/§4): the conversion of each variant over the chosen
 * range, the features with their variants and weights (edit, end), and a form for a new one.
 */
export function ExperimentsSection({ choice }: { choice: RangeChoice }) {
  const conversions = usePanel('experiments', choice, experimentsApi.conversions)
  const queryClient = useQueryClient()
  const list = useQuery({ queryKey: ['experiments'], queryFn: experimentsApi.list })
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['experiments'] })
  const [creating, setCreating] = useState(false)
  const end = useMutation({ mutationFn: experimentsApi.end, onSuccess: refresh })
  return (
    <section className="ed-analytics__section" aria-labelledby="ed-experiments">
      <h3 id="ed-experiments">{s.title}</h3>
      <p className="ed-experiments__hint">{s.intro}</p>
      <PanelState query={conversions} />
      {conversions.data !== undefined ? (
        <DataTable
          title={s.conversions}
          rows={conversions.data.variants}
          rowKey={(row) => `${row.experiment}:${row.variant}`}
          csvUrl={analyticsApi.exportUrl('experiments', choice)}
          columns={[
            { label: s.experiment, cell: (row) => row.experiment },
            { label: s.variant, cell: (row) => row.variant },
            { label: s.visits, cell: (row) => formatCount(row.visits), numeric: true },
            { label: s.orders, cell: (row) => formatCount(row.orders), numeric: true },
            {
              label: s.revenue,
              cell: (row) => formatMoney(row.revenue, conversions.data.currency),
              numeric: true,
            },
            {
              label: s.conversionRate,
              cell: (row) => formatPercent(row.conversionRate),
              numeric: true,
            },
          ]}
        />
      ) : null}
      <section className="ed-analytics-table" aria-labelledby="ed-experiments-features">
        <header>
          <h4 id="ed-experiments-features">{s.features}</h4>
          {creating ? null : (
            <button type="button" onClick={() => setCreating(true)}>
              {s.newFeature}
            </button>
          )}
        </header>
        {list.isPending ? <p className="ed-hint">{editorStrings.loading}</p> : null}
        {list.isError ? <p role="alert">{editorStrings.unableToLoadTryAgain}</p> : null}
        {creating && list.data !== undefined ? (
          <FeatureForm
            templateVariants={list.data.templateVariants}
            onDone={(created) => {
              setCreating(false)
              if (created) void refresh()
            }}
          />
        ) : null}
        {list.data !== undefined && list.data.features.length === 0 ? (
          <p className="ed-hint">{s.none}</p>
        ) : null}
        <ul className="ed-experiments">
          {list.data?.features.map((feature) => (
            <FeatureRow
              key={feature.name}
              feature={feature}
              onSaved={() => void refresh()}
              onEnd={() => end.mutate(feature.name)}
              ending={end.isPending && end.variables === feature.name}
            />
          ))}
        </ul>
      </section>
    </section>
  )
}
