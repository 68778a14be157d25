import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { analyticsStrings } from './analytics-strings.js'
import { axisDate, dayTimes } from './chart-days.js'

export interface ChartSeries {
  label: string
  values: number[]
  format: (value: number) => string
  /** Counts: ticks on whole numbers only. */
  integer?: boolean
}

/** Distinct enough on white for two or three series. */
const colours = ['#2453d6', '#c2410c', '#15803d']

/**
 * A line chart of daily figures drawn with uPlot, with the same numbers in a table for screen
 * readers (and for anyone who opens it).
 */
export function TimeSeriesChart({
  title,
  days,
  series,
}: {
  title: string
  days: string[]
  series: ChartSeries[]
}) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = box.current
    if (element === null || typeof ResizeObserver === 'undefined') return
    const times = dayTimes(days)
    const plot = new uPlot(
      {
        width: Math.max(200, element.clientWidth),
        height: 200,
        legend: { show: series.length > 1 },
        // Each day is the site's day (its time zone, as the figures were counted): chart-days.ts.
        tzDate: axisDate,
        scales: {
          x: {
            time: true,
            // The range's own days, half a day either side, so one day is not years of empty axis.
            range: (): uPlot.Range.MinMax => [
              (times[0] ?? 0) - 43_200,
              (times[times.length - 1] ?? 0) + 43_200,
            ],
          },
          y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.15 : 1] },
        },
        axes: [
          {},
          {
            ...(series[0]?.integer
              ? {
                  incrs: [
                    1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 5_000, 10_000, 50_000, 100_000,
                  ],
                }
              : {}),
            values: (_u, ticks) => ticks.map((tick) => series[0]?.format(tick) ?? ''),
          },
        ],
        series: [
          {},
          ...series.map((entry, index) => ({
            label: entry.label,
            stroke: colours[index % colours.length],
            width: 2,
            points: { show: days.length < 40 },
            value: (_u: uPlot, value: number | null) => (value === null ? '' : entry.format(value)),
          })),
        ],
      },
      [times, ...series.map((entry) => entry.values)],
      element,
    )
    const observer = new ResizeObserver(() => {
      plot.setSize({ width: Math.max(200, element.clientWidth), height: 200 })
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      plot.destroy()
    }
  }, [days, series])

  return (
    <figure className="ed-analytics-chart">
      <figcaption>{title}</figcaption>
      <div ref={box} aria-hidden="true" />
      <details>
        <summary>{analyticsStrings.chartTable}</summary>
        <table>
          <caption className="ed-visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {series.map((entry) => (
                <th key={entry.label} scope="col">
                  {entry.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day, index) => (
              <tr key={day}>
                <th scope="row">{day}</th>
                {series.map((entry) => (
                  <td key={entry.label}>{entry.format(entry.values[index] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
