import type { LucideIcon } from 'lucide-react'
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react'

type Tone = 'primary' | 'secondary' | 'danger' | 'ghost'

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  tone?: Tone
  /** An SVG icon shown before the label (never a font character). */
  icon?: LucideIcon
  ref?: Ref<HTMLButtonElement>
  children: ReactNode
}

const toneClass: Record<Tone, string> = {
  primary: 'ed-primary',
  secondary: '',
  danger: 'ed-danger',
  ghost: 'ui-ghost',
}

/** A labelled button of the editor; `tone` picks the primary, danger or quiet look. */
export function Button({
  tone = 'secondary',
  icon: Icon,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = ['ui-button', toneClass[tone], Icon ? 'ed-button-icon' : '', className ?? '']
  return (
    <button type={type} className={classes.filter(Boolean).join(' ')} {...rest}>
      {Icon ? <Icon size={16} aria-hidden="true" focusable="false" /> : null}
      {children}
    </button>
  )
}

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The accessible name, also shown as the tooltip. */
  label: string
  icon: LucideIcon
  tone?: 'secondary' | 'danger' | 'ghost'
}

/** A square button showing only an SVG icon; its name is `label`, shown on hover as well. */
export function IconButton({
  label,
  icon: Icon,
  tone = 'ghost',
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  const classes = ['ui-icon-button', tone === 'danger' ? 'ui-icon-danger' : '', className ?? '']
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={classes.filter(Boolean).join(' ')}
      {...rest}
    >
      <Icon size={16} aria-hidden="true" focusable="false" />
    </button>
  )
}
