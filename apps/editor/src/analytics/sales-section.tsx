import { useMemo } from 'react'
import { analyticsApi } from './analytics-api.js'
import type { ProductRow, RangeChoice } from './analytics-api.js'
import { PanelState, usePanel } from './panel-state.js'
import { analyticsStrings as s } from './analytics-strings.js'
import { DataTable } from './data-table.js'
import { FigureCards } from './figure-cards.js'
import { formatCount, formatMoney, formatPercent } from './format-figures.js'
import { TimeSeriesChart } from './time-series-chart.js'

export function SalesSection({ choice }: { choice: RangeChoice }) {
  const query = usePanel('sales', choice, analyticsApi.sales)
  const data = query.data
  const money = useMemo(
    () => (value: number) => formatMoney(value, data?.currency ?? 'USD'),
    [data],
  )
  const days = useMemo(() => data?.series.map((day) => day.day) ?? [], [data])
  const revenueSeries = useMemo(
    () => [
      { label: s.revenue, format: money, values: data?.series.map((day) => day.revenue) ?? [] },
    ],
    [data, money],
  )
  const orderSeries = useMemo(
    () => [
      { label: s.orders, format: formatCount, values: data?.series.map((day) => day.orders) ?? [] },
    ],
    [data],
  )
  const products = (title: string, rows: ProductRow[]) => (
    <DataTable
      title={title}
      rows={rows}
      rowKey={(row) => row.itemId}
      csvUrl={analyticsApi.exportUrl('products', choice)}
      columns={[
        { label: 'Product', cell: (row) => row.title || row.itemId },
        { label: s.revenue, cell: (row) => money(row.revenue), numeric: true },
        { label: 'Units', cell: (row) => formatCount(row.units), numeric: true },
      ]}
    />
  )
  const top = data?.funnel[0]?.count ?? 0
  return (
    <section className="ed-analytics__section" aria-labelledby="ed-analytics-sales">
      <h3 id="ed-analytics-sales">{s.sales}</h3>
      <PanelState query={query} />
      {data !== undefined ? (
        <>
          <FigureCards
            cards={[
              { label: s.revenue, figure: data.figures.revenue, format: money },
              { label: s.orders, figure: data.figures.orders, format: formatCount },
              { label: s.averageOrderValue, figure: data.figures.averageOrderValue, format: money },
              {
                label: s.conversionRate,
                figure: data.figures.conversionRate,
                format: formatPercent,
              },
            ]}
          />
          <div className="ed-analytics__charts">
            <TimeSeriesChart title={s.revenue} days={days} series={revenueSeries} />
            <TimeSeriesChart title={s.orders} days={days} series={orderSeries} />
          </div>
          <section className="ed-analytics-table" aria-labelledby="ed-analytics-funnel">
            <header>
              <h4 id="ed-analytics-funnel">{s.funnel}</h4>
              <a href={analyticsApi.exportUrl('funnel', choice)} download>
                {s.downloadCsv}
              </a>
            </header>
            <ol className="ed-analytics-funnel">
              {data.funnel.map((step) => (
                <li key={step.step}>
                  <span className="ed-analytics-funnel__label">{step.label}</span>
                  <span className="ed-analytics-funnel__bar" aria-hidden="true">
                    <span
                      style={{ width: `${top === 0 ? 0 : Math.max(2, (step.count / top) * 100)}%` }}
                    />
                  </span>
                  <span className="ed-analytics-funnel__count">{formatCount(step.count)}</span>
                </li>
              ))}
            </ol>
          </section>
          <div className="ed-analytics__tables">
            {products(s.topProductsRevenue, data.products)}
            {products(s.topProductsUnits, data.productsByUnits)}
          </div>
        </>
      ) : null}
    </section>
  )
}
