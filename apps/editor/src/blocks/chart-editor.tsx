import { X } from 'lucide-react'
import { IconButton } from '../ui/button.js'
import { CHART_VARIANTS } from '@atelier/schema'
import { useState } from 'react'
import { editorStrings } from '../strings.js'
import {
  addRow,
  addSeries,
  datasetFromGrid,
  gridFromDataset,
  removeRow,
  removeSeries,
  type ChartDataset,
  type ChartGrid,
} from './chart-dataset.js'

/**
 * The chart dataset editor (SPEC §2): series across, labelled rows down. New Series adds a column
 * and Label a row; each column and row can be removed again, down to no data at all.
 */
export function ChartEditor({
  value,
  onChange,
}: {
  value: Record<string, unknown>
  onChange: (next: Record<string, unknown>) => void
}) {
  const [grid, setGrid] = useState<ChartGrid>(() => gridFromDataset(value.dataset as ChartDataset))
  const update = (next: ChartGrid) => {
    setGrid(next)
    onChange({ ...value, dataset: datasetFromGrid(next) })
  }
  return (
    <div className="ed-chart-editor">
      <label>
        Chart type
        <select
          value={String(value.variant ?? 'bar')}
          onChange={(event) => onChange({ ...value, variant: event.target.value })}
        >
          {CHART_VARIANTS.map((variant) => (
            <option key={variant}>{variant}</option>
          ))}
        </select>
      </label>
      <table>
        <thead>
          <tr>
            <th scope="col">{editorStrings.label}</th>
            {grid.series.map((name, index) => (
              <th scope="col" key={index}>
                <input
                  aria-label={`Series ${index + 1} name`}
                  value={name}
                  onChange={(event) =>
                    update({
                      ...grid,
                      series: grid.series.map((old, at) =>
                        at === index ? event.target.value : old,
                      ),
                    })
                  }
                />
                <IconButton
                  label={`Remove series ${index + 1}`}
                  icon={X}
                  onClick={() => update(removeSeries(grid, index))}
                />
              </th>
            ))}
            <td />
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              <td>
                <input
                  aria-label={`${editorStrings.label} ${rowIndex + 1}`}
                  value={row.label}
                  onChange={(event) =>
                    update({
                      ...grid,
                      rows: grid.rows.map((old, at) =>
                        at === rowIndex ? { ...old, label: event.target.value } : old,
                      ),
                    })
                  }
                />
              </td>
              {row.cells.map((cell, cellIndex) => (
                <td key={cellIndex}>
                  <input
                    inputMode="decimal"
                    aria-label={`Row ${rowIndex + 1}, ${grid.series[cellIndex] ?? ''}`}
                    value={cell}
                    onChange={(event) =>
                      update({
                        ...grid,
                        rows: grid.rows.map((old, at) =>
                          at === rowIndex
                            ? {
                                ...old,
                                cells: old.cells.map((c, i) =>
                                  i === cellIndex ? event.target.value : c,
                                ),
                              }
                            : old,
                        ),
                      })
                    }
                  />
                </td>
              ))}
              <td>
                <IconButton
                  label={`Remove row ${rowIndex + 1}`}
                  icon={X}
                  onClick={() => update(removeRow(grid, rowIndex))}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" onClick={() => update(addSeries(grid))}>
        {editorStrings.newSeries}
      </button>
      <button type="button" onClick={() => update(addRow(grid))}>
        {editorStrings.label}
      </button>
    </div>
  )
}
