import { describe, expect, it } from 'vitest'
import { compile } from '../../compile.js'

const render = (template: string, context: unknown): string =>
  compile(template).render(context).output

const colors = {
  colorData: {
    topLeftAverage: '111',
    topRightAverage: '222',
    bottomLeftAverage: '333',
    bottomRightAverage: '444',
    centerAverage: '555',
  },
}

describe('image-color', () => {
  it('prints every average colour as data attributes', () => {
    expect(render('{@|image-color}', colors)).toBe(
      'data-color-topLeft="#111" data-color-topRight="#222" data-color-bottomLeft="#333" ' +
        'data-color-bottomRight="#444" data-color-center="#555" ',
    )
    // A position without colour still gets its attribute, as in the reference.
    expect(render('{@|image-color}', { colorData: { centerAverage: 'abc' } })).toBe(
      'data-color-topLeft="#" data-color-topRight="#" data-color-bottomLeft="#" ' +
        'data-color-bottomRight="#" data-color-center="#abc" ',
    )
  })

  it('prints one colour, or a CSS declaration with a property name', () => {
    expect(render('{@|image-color topLeft}', colors)).toBe('#111')
    expect(render('{@|image-color center background-color}', colors)).toBe('background-color: #555')
  })

  it('says when the position has no colour', () => {
    expect(render('{@|image-color topLeft}', { colorData: { fooAverage: '1' } })).toBe(
      '"topLeft" not found.',
    )
  })

  it('prints nothing without colour data', () => {
    expect(render('{@|image-color}', { other: {} })).toBe('')
  })
})
