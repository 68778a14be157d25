import { chartBlockValueSchema } from '@atelier/schema'
import { describe, expect, it } from 'vitest'
import {
  addRow,
  addSeries,
  datasetFromGrid,
  MAX_CHART_SERIES,
  removeRow,
  removeSeries,
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

  it('removes a series with its cells, and a row, down to no data at all', () => {
    const grid: ChartGrid = {
      series: ['Sales', 'Costs'],
      rows: [
        { label: 'Jan', cells: ['3', '1'] },
        { label: 'Feb', cells: ['4', '2'] },
      ],
    }
    expect(removeSeries(grid, 0)).toEqual({
      series: ['Costs'],
      rows: [
        { label: 'Jan', cells: ['1'] },
        { label: 'Feb', cells: ['2'] },
      ],
    })
    expect(removeRow(grid, 0).rows).toEqual([{ label: 'Feb', cells: ['4', '2'] }])
    expect(messages(removeRow(removeRow(grid, 1), 0))).toEqual(['Enter some data!'])
  })
})
