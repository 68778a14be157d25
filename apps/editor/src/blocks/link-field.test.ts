import { describe, expect, it } from 'vitest'
import { BLOCK_FIELDS } from './block-fields.js'
import { readLinkField, writeLinkField, type LinkFieldSpec } from './link-field.js'

const buttonLink = BLOCK_FIELDS.button?.find((field) => field.kind === 'link') as LinkFieldSpec

describe('link fields', () => {
  it('keep the Link Name and Open in New Window with the button link', () => {
    const saved = writeLinkField({ text: 'Go', link: '/', size: 'medium' }, buttonLink, {
      href: 'mailto:studio@example.com',
      newWindow: true,
      name: 'Write to us',
    })
    expect(saved).toEqual({
      text: 'Write to us',
      link: 'mailto:studio@example.com',
      newWindow: true,
      size: 'medium',
    })
    expect(readLinkField(saved, buttonLink)).toEqual({
      href: 'mailto:studio@example.com',
      newWindow: true,
      name: 'Write to us',
    })
  })

  it('give each link field its own new-window flag', () => {
    const first: LinkFieldSpec = {
      path: 'primary',
      label: 'A',
      kind: 'link',
      newWindowPath: 'primaryNewWindow',
    }
    const second: LinkFieldSpec = {
      path: 'more.link',
      label: 'B',
      kind: 'link',
      newWindowPath: 'more.newWindow',
    }
    const value = writeLinkField(
      writeLinkField({}, first, { href: '/a', newWindow: true }),
      second,
      { href: '/b', newWindow: false },
    )
    expect(value).toEqual({
      primary: '/a',
      primaryNewWindow: true,
      more: { link: '/b', newWindow: false },
    })
    expect(readLinkField(value, first).newWindow).toBe(true)
    expect(readLinkField(value, second).newWindow).toBe(false)
  })

  it('leaves the label alone when no name was given, and drops an emptied address', () => {
    const saved = writeLinkField({ text: 'Shop', link: '/shop' }, buttonLink, {
      href: '',
      newWindow: false,
    })
    expect(saved).toEqual({ text: 'Shop', newWindow: false })
  })

  it('has no name for an image link', () => {
    const imageLink = BLOCK_FIELDS.image?.find((field) => field.kind === 'link') as LinkFieldSpec
    expect(imageLink.namePath).toBeUndefined()
    expect(
      writeLinkField({ caption: 'x' }, imageLink, { href: '/a', newWindow: true, name: 'N' }),
    ).toEqual({
      caption: 'x',
      link: '/a',
      newWindow: true,
    })
  })
})
