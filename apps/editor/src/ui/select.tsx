import { ChevronDown } from 'lucide-react'
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react'

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode
  children: ReactNode
}

/**
 * A labelled native select with the editor's look: the browser's own list keeps keyboard, touch
 * and screen-reader use as people know them.
 */
export function Select({ label, className, children, ...select }: SelectProps) {
  const id = useId()
  return (
    <div className={['ui-field', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      <span className="ui-select">
        <select id={id} {...select}>
          {children}
        </select>
        <ChevronDown size={16} aria-hidden="true" focusable="false" />
      </span>
    </div>
  )
}
