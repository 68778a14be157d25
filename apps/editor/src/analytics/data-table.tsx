import type { ReactNode } from 'react'
import { analyticsStrings } from './analytics-strings.js'

export interface Column<Row> {
  label: string
  cell: (row: Row) => ReactNode
  numeric?: boolean
}

/** One dashboard table with its caption and the CSV download of all its rows. */
export function DataTable<Row>({
  title,
  rows,
  columns,
  csvUrl,
  rowKey,
}: {
  title: string
  rows: readonly Row[]
  columns: readonly Column<Row>[]
  csvUrl: string
  rowKey: (row: Row) => string
}) {
  return (
    <section className="ed-analytics-table">
      <header>
        <h4>{title}</h4>
        <a href={csvUrl} download aria-label={`${analyticsStrings.downloadCsv}: ${title}`}>
          {analyticsStrings.downloadCsv}
        </a>
      </header>
      {rows.length === 0 ? (
        <p className="ed-hint">{analyticsStrings.noData}</p>
      ) : (
        <table>
          <caption className="ed-visually-hidden">{title}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.label}
                  scope="col"
                  className={column.numeric ? 'is-numeric' : undefined}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.label} className={column.numeric ? 'is-numeric' : undefined}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
