import { describe, expect, it } from 'vitest'
import { compile } from '../../compile.js'

const render = (context: unknown): string => compile('{item|like-button}').render(context).output
const item = { id: 'i1', likeCount: 123 }

describe('like-button', () => {
  it('renders the button when simple liking is on', () => {
    expect(render({ item, websiteSettings: { simpleLikingEnabled: true } })).toBe(
      '\n  <span class="sqs-simple-like" data-item-id="i1" data-like-count="123">\n' +
        '    <span class="like-icon"></span>\n    <span class="like-count"></span>\n  </span>\n',
    )
  })

  it('renders nothing otherwise', () => {
    expect(render({ item })).toBe('')
  })
})
