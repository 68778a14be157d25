import { useState } from 'react'
import type { RangeChoice, RangeName } from './analytics-api.js'
import { analyticsStrings as s } from './analytics-strings.js'
import { ExperimentsSection } from '../experiments/experiments-section.js'
import { ErrorsSection } from './errors-section.js'
import { FormsSection } from './forms-section.js'
import { SalesSection } from './sales-section.js'
import { TrackingSettings } from './tracking-settings.js'
import { TrafficSection } from './traffic-section.js'
import { VitalsSection } from './vitals-section.js'
import './analytics.css'
import '../experiments/experiments.css'

const rangeNames: RangeName[] = ['today', '7d', '30d', '90d', '12m', 'custom']

/**
 * The owner's Analytics area (issue 13): traffic, sales and the funnel, Web Vitals, JavaScript
 * errors and form conversion for a range of days in the site's time zone, each table with its CSV.
 */
export default function AnalyticsPanel() {
  const [choice, setChoice] = useState<RangeChoice>({ range: '30d' })
  const [custom, setCustom] = useState({ from: '', to: '' })
  const ready = choice.range !== 'custom' || (choice.from !== undefined && choice.to !== undefined)
  return (
    <div className="ed-analytics">
      <header className="ed-analytics__header">
        <h2>{s.areaTitle}</h2>
        <div className="ed-analytics__range">
          <label>
            {s.rangeLabel}
            <select
              value={choice.range}
              onChange={(event) => {
                const range = event.target.value as RangeName
                setChoice(range === 'custom' ? { range, ...valid(custom) } : { range })
              }}
            >
              {rangeNames.map((name) => (
                <option key={name} value={name}>
                  {s.ranges[name]}
                </option>
              ))}
            </select>
          </label>
          {choice.range === 'custom' ? (
            <form
              className="ed-analytics__custom"
              onSubmit={(event) => {
                event.preventDefault()
                setChoice({ range: 'custom', ...valid(custom) })
              }}
            >
              <label>
                {s.from}
                <input
                  type="date"
                  value={custom.from}
                  onChange={(event) => setCustom({ ...custom, from: event.target.value })}
                />
              </label>
              <label>
                {s.to}
                <input
                  type="date"
                  value={custom.to}
                  onChange={(event) => setCustom({ ...custom, to: event.target.value })}
                />
              </label>
              <button type="submit">Apply</button>
            </form>
          ) : null}
        </div>
      </header>
      {ready ? (
        <>
          <TrafficSection choice={choice} />
          <SalesSection choice={choice} />
          <VitalsSection choice={choice} />
          <ErrorsSection choice={choice} />
          <FormsSection choice={choice} />
          <ExperimentsSection choice={choice} />
        </>
      ) : null}
      <TrackingSettings />
    </div>
  )
}

function valid(custom: { from: string; to: string }): { from?: string; to?: string } {
  return custom.from !== '' && custom.to !== '' ? custom : {}
}
