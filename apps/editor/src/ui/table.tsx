import { useLayoutEffect, useRef, type ReactNode, type TableHTMLAttributes } from 'react'

/**
 * A data table of the back office. It scrolls inside its own box rather than the page, and on a
 * phone it shows each row as a card: every cell is labelled with its column's heading (copied
 * into `data-label` here, so the panels keep writing plain table markup).
 */
export function Table({
  children,
  className,
  ...rest
}: TableHTMLAttributes<HTMLTableElement> & { children: ReactNode }) {
  const ref = useRef<HTMLTableElement>(null)
  useLayoutEffect(() => {
    const table = ref.current
    if (!table) return
    const headings = [...table.querySelectorAll('thead th')].map(
      (cell) => cell.textContent?.trim() ?? '',
    )
    for (const row of table.querySelectorAll('tbody tr')) {
      ;[...row.children].forEach((cell, index) => {
        const heading = headings[index]
        if (heading) cell.setAttribute('data-label', heading)
        else cell.removeAttribute('data-label')
      })
    }
  })
  return (
    <div className="ui-table-wrap">
      <table
        ref={ref}
        className={['ed-table', className ?? ''].filter(Boolean).join(' ')}
        {...rest}
      >
        {children}
      </table>
    </div>
  )
}
