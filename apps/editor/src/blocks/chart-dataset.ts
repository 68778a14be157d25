/** SPEC §5 leaves the dataset size limits unstated; ours keep a chart readable. */
export const MAX_CHART_SERIES = 10
export const MAX_CHART_ROWS = 100

export interface ChartGrid {
  series: string[]
  rows: { label: string; cells: string[] }[]
}

export interface ChartDataset {
  series: string[]
  rows: { label: string; values: number[] }[]
}

export function gridFromDataset(dataset: ChartDataset): ChartGrid {
  return {
    series: [...dataset.series],
    rows: dataset.rows.map((row) => ({ label: row.label, cells: row.values.map(String) })),
  }
}

/**
 * The dataset the chart block stores. Blank or non-numeric cells are left out, so a row with a
 * gap has fewer values than there are series: the validator's 'One or more rows was missing data'.
 * Anything past the maximum rows and series is cut off.
 */
export function datasetFromGrid(grid: ChartGrid): ChartDataset {
  const series = grid.series.slice(0, MAX_CHART_SERIES)
  return {
    series,
    rows: grid.rows.slice(0, MAX_CHART_ROWS).map((row) => ({
      label: row.label,
      values: row.cells
        .slice(0, series.length)
        .map((cell) => (cell.trim() === '' ? Number.NaN : Number(cell)))
        .filter((value) => Number.isFinite(value)),
    })),
  }
}

export function addSeries(grid: ChartGrid): ChartGrid {
  if (grid.series.length >= MAX_CHART_SERIES) return grid
  return {
    series: [...grid.series, `Series ${grid.series.length + 1}`],
    rows: grid.rows.map((row) => ({ ...row, cells: [...row.cells, ''] })),
  }
}

export function addRow(grid: ChartGrid): ChartGrid {
  if (grid.rows.length >= MAX_CHART_ROWS) return grid
  return { ...grid, rows: [...grid.rows, { label: '', cells: grid.series.map(() => '') }] }
}

export function removeSeries(grid: ChartGrid, index: number): ChartGrid {
  return {
    series: grid.series.filter((_, at) => at !== index),
    rows: grid.rows.map((row) => ({ ...row, cells: row.cells.filter((_, at) => at !== index) })),
  }
}

export function removeRow(grid: ChartGrid, index: number): ChartGrid {
  return { ...grid, rows: grid.rows.filter((_, at) => at !== index) }
}
