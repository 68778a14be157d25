import type { Figure } from './analytics-api.js'
import { analyticsStrings } from './analytics-strings.js'
import { formatChange } from './format-figures.js'

export interface FigureCard {
  label: string
  figure: Figure
  format: (value: number) => string
  /** For bounce rate, less is better. */
  lowerIsBetter?: boolean
}

/** The headline figures with their change against the previous period. */
export function FigureCards({ cards }: { cards: readonly FigureCard[] }) {
  return (
    <dl className="ed-analytics-figures">
      {cards.map((card) => {
        const { value, previous } = card.figure
        // Nothing to compare with is neither better nor worse.
        const compared = previous > 0
        const better = compared && (card.lowerIsBetter ? value < previous : value > previous)
        const worse = compared && (card.lowerIsBetter ? value > previous : value < previous)
        return (
          <div key={card.label} className="ed-analytics-figure">
            <dt>{card.label}</dt>
            <dd className="ed-analytics-figure__value">{card.format(value)}</dd>
            <dd
              className={`ed-analytics-figure__change${better ? ' is-better' : worse ? ' is-worse' : ''}`}
            >
              {formatChange(value, previous)} <span>{analyticsStrings.changeVs}</span>
            </dd>
          </div>
        )
      })}
    </dl>
  )
}
