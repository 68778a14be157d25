import { describe, expect, it } from 'vitest'
import type { SiteStyles } from '../../api/api-types.js'
import { startHistory } from '../history.js'
import type { StylesAction } from './styles-action.js'
import { stylesHistoryReducer } from './styles-reducer.js'

const start: SiteStyles = {
  fonts: { heading: 'Lora', body: 'Inter' },
  colors: { background: '#ffffff', text: '#111111', accent: '#b5532f' },
}

const replay = (actions: Parameters<typeof stylesHistoryReducer>[1][]) =>
  actions.reduce(stylesHistoryReducer, startHistory(start))

describe('styles actions through the undo/redo history', () => {
  it('a colour change: apply, undo, redo', () => {
    const set: StylesAction = { type: 'set-colour', name: 'accent', value: '#00ff00' }
    expect(replay([set]).present.colors.accent).toBe('#00ff00')
    expect(replay([set, { type: 'undo' }]).present.colors.accent).toBe('#b5532f')
    expect(replay([set, { type: 'undo' }, { type: 'redo' }]).present.colors.accent).toBe('#00ff00')
  })

  it('dragging through colours is one undo step; another colour starts a new one', () => {
    const history = replay([
      { type: 'set-colour', name: 'accent', value: '#000001' },
      { type: 'set-colour', name: 'accent', value: '#000002' },
      { type: 'set-colour', name: 'text', value: '#000003' },
    ])
    expect(history.past).toHaveLength(2)
    const undone = stylesHistoryReducer(history, { type: 'undo' })
    expect(undone.present.colors).toMatchObject({ accent: '#000002', text: '#111111' })
    expect(stylesHistoryReducer(undone, { type: 'undo' }).present).toEqual(start)
  })

  it('a font change and a new colour: apply, undo, redo', () => {
    const history = replay([
      { type: 'set-font', role: 'heading', family: 'Playfair Display' },
      { type: 'add-colour', name: 'muted', value: '#888888' },
    ])
    expect(history.present.fonts.heading).toBe('Playfair Display')
    expect(history.present.colors.muted).toBe('#888888')
    const undone = [{ type: 'undo' } as const, { type: 'undo' } as const].reduce(
      stylesHistoryReducer,
      history,
    )
    expect(undone.present).toEqual(start)
    expect(stylesHistoryReducer(undone, { type: 'redo' }).present.fonts.heading).toBe(
      'Playfair Display',
    )
  })

  it('no-op edits (same value, unknown colour, existing name) leave the history alone', () => {
    const history = replay([
      { type: 'set-font', role: 'body', family: 'Inter' },
      { type: 'set-colour', name: 'nope', value: '#000000' },
      { type: 'add-colour', name: 'accent', value: '#000000' },
      { type: 'replace-styles', styles: structuredClone(start) },
    ])
    expect(history.past).toHaveLength(0)
  })
})
