import { useMemo } from 'react'
import { analyticsApi } from './analytics-api.js'
import type { NamedCount, RangeChoice } from './analytics-api.js'
import { PanelState, usePanel } from './panel-state.js'
import { analyticsStrings as s } from './analytics-strings.js'
import { DataTable } from './data-table.js'
import { FigureCards } from './figure-cards.js'
import { formatCount, formatPercent, formatSeconds } from './format-figures.js'
import { TimeSeriesChart } from './time-series-chart.js'

export function TrafficSection({ choice }: { choice: RangeChoice }) {
  const query = usePanel('traffic', choice, analyticsApi.traffic)
  const data = query.data
  const days = useMemo(() => data?.series.map((day) => day.day) ?? [], [data])
  const charts = useMemo(
    () =>
      data === undefined
        ? []
        : [
            { title: s.visits, key: 'visits', format: formatCount },
            { title: s.visitors, key: 'visitors', format: formatCount },
            { title: s.pageviews, key: 'pageviews', format: formatCount },
            { title: s.bounceRate, key: 'bounceRate', format: formatPercent },
            { title: s.timeOnPage, key: 'timeOnPage', format: formatSeconds },
          ].map((chart) => ({
            title: chart.title,
            series: [
              {
                label: chart.title,
                format: chart.format,
                integer: chart.format === formatCount || chart.format === formatSeconds,
                values: data.series.map((day) => day[chart.key as keyof typeof day] as number),
              },
            ],
          })),
    [data],
  )
  const named = (title: string, table: string, rows: NamedCount[]) => (
    <DataTable
      title={title}
      rows={rows}
      rowKey={(row) => row.name}
      csvUrl={analyticsApi.exportUrl(table, choice)}
      columns={[
        { label: 'Name', cell: (row) => row.name },
        { label: s.visits, cell: (row) => formatCount(row.visits), numeric: true },
      ]}
    />
  )
  return (
    <section className="ed-analytics__section" aria-labelledby="ed-analytics-traffic">
      <h3 id="ed-analytics-traffic">{s.traffic}</h3>
      <PanelState query={query} />
      {data !== undefined ? (
        <>
          <FigureCards
            cards={[
              { label: s.visits, figure: data.figures.visits, format: formatCount },
              { label: s.visitors, figure: data.figures.visitors, format: formatCount },
              { label: s.pageviews, figure: data.figures.pageviews, format: formatCount },
              {
                label: s.bounceRate,
                figure: data.figures.bounceRate,
                format: formatPercent,
                lowerIsBetter: true,
              },
              { label: s.timeOnPage, figure: data.figures.timeOnPage, format: formatSeconds },
            ]}
          />
          <div className="ed-analytics__charts">
            {charts.map((chart) => (
              <TimeSeriesChart
                key={chart.title}
                title={chart.title}
                days={days}
                series={chart.series}
              />
            ))}
          </div>
          <div className="ed-analytics__tables">
            <DataTable
              title={s.topPages}
              rows={data.pages}
              rowKey={(row) => row.path}
              csvUrl={analyticsApi.exportUrl('pages', choice)}
              columns={[
                { label: 'Page', cell: (row) => row.path },
                { label: s.pageviews, cell: (row) => formatCount(row.pageviews), numeric: true },
                { label: s.visitors, cell: (row) => formatCount(row.visitors), numeric: true },
              ]}
            />
            {named(s.referrers, 'referrers', data.referrers)}
            {named(s.utmSources, 'utm-sources', data.utmSources)}
            {named(s.utmMediums, 'utm-mediums', data.utmMediums)}
            {named(s.utmCampaigns, 'utm-campaigns', data.utmCampaigns)}
            {named(s.devices, 'devices', data.devices)}
            {named(s.browsers, 'browsers', data.browsers)}
            <DataTable
              title={s.searches}
              rows={data.searches}
              rowKey={(row) => row.keyword}
              csvUrl={analyticsApi.exportUrl('searches', choice)}
              columns={[
                { label: 'Keyword', cell: (row) => row.keyword },
                { label: 'Searches', cell: (row) => formatCount(row.searches), numeric: true },
              ]}
            />
          </div>
        </>
      ) : null}
    </section>
  )
}
