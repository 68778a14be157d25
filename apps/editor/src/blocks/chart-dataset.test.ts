import { chartBlockValueSchema } from '@atelier/schema'
import { describe, expect, it } from 'vitest'
import {
  addRow,
  addSeries,
  datasetFromGrid,
  MAX_CHART_SERIES,
  type ChartGrid,
} from './chart-dataset.js'

const messages = (grid: ChartGrid) => {
  const parsed = chartBlockValueSchema.safeParse({ variant: 'bar', dataset: datasetFromGrid(grid) })
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)
}

describe('chart dataset editor', () => {
  it("asks for data when there is no series or row: 'Enter some data!'", () => {
    expect(messages({ series: [], rows: [] })).toEqual(['Enter some data!'])
    expect(messages({ series: ['Sales'], rows: [] })).toEqual(['Enter some data!'])
  })

  it("reports a blank cell: 'One or more rows was missing data'", () => {
    const grid = addRow(addSeries({ series: ['Sales'], rows: [{ label: 'Jan', cells: ['3'] }] }))
    expect(grid.series).toEqual(['Sales', 'Series 2'])
    expect(messages(grid)).toEqual(['One or more rows was missing data'])
  })

  it('accepts a full grid', () => {
    expect(
      messages({ series: ['Sales', 'Costs'], rows: [{ label: 'Jan', cells: ['3', '1.5'] }] }),
    ).toEqual([])
  })

  it('stops adding series at the maximum', () => {
    let grid: ChartGrid = { series: [], rows: [] }
    for (let index = 0; index < MAX_CHART_SERIES + 3; index += 1) grid = addSeries(grid)
    expect(grid.series).toHaveLength(MAX_CHART_SERIES)
  })
})
