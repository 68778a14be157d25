import { describe, expect, it } from 'vitest'
import { styleVariables } from './style-variables.js'

describe('styleVariables', () => {
  it('maps fonts and colours onto the theme variables', () => {
    const css = styleVariables(
      {
        fonts: { heading: 'Georgia', body: 'System UI' },
        colors: { background: '#fff', text: '#111', accent: '#b5532f', muted: '#999' },
      },
      [
        { family: 'Georgia', category: 'Serif' },
        { family: 'System UI', category: 'Sans Serif' },
      ],
    )
    expect(css).toEqual({
      '--font-serif': '"Georgia", serif',
      '--font-sans': '"System UI", sans-serif',
      '--paper': '#fff',
      '--ink': '#111',
      '--accent': '#b5532f',
      '--color-muted': '#999',
    })
  })
})
