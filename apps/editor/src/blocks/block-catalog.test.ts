import { BLOCK_VALUE_SCHEMAS } from '@atelier/schema'
import { describe, expect, it } from 'vitest'
import {
  BLOCK_ALIASES,
  BLOCK_MENU,
  blockLabel,
  defaultBlockValue,
  needsChoice,
  newBlockId,
} from './block-catalog.js'

const needsAChoice = new Set(
  BLOCK_MENU.filter((entry) => needsChoice(entry.type)).map((entry) => entry.type),
)

describe('block catalog', () => {
  it('offers the 23 blocks of the block menu', () => {
    expect(BLOCK_MENU.map((entry) => entry.label)).toEqual([
      'Text',
      'Image',
      'Button',
      'Gallery',
      'Spacer',
      'Horizontal Rule',
      'Quote',
      'Code',
      'Markdown',
      'Embed',
      'Video',
      'Audio',
      'Map',
      'Form',
      'Newsletter',
      'Product',
      'Summary',
      'Social Links',
      'Search',
      'Accordion',
      'Menu',
      'Chart',
      'Donation',
    ])
  })

  it('asks for a choice before adding media, forms, lists, products and summaries', () => {
    expect([...needsAChoice].sort()).toEqual([
      'audio',
      'embed',
      'form',
      'image',
      'newsletter',
      'product',
      'summary',
      'video',
    ])
  })

  it.each(BLOCK_MENU.filter((entry) => !needsAChoice.has(entry.type)))(
    'a new $label block is valid as it is',
    ({ type }) => {
      expect(BLOCK_VALUE_SCHEMAS[type].safeParse(defaultBlockValue(type)).success).toBe(true)
    },
  )

  it.each([...needsAChoice])('a new %s block waits for the owner’s choice', (type) => {
    const schema = BLOCK_VALUE_SCHEMAS[type as keyof typeof BLOCK_VALUE_SCHEMAS]
    expect(
      schema.safeParse(defaultBlockValue(type as keyof typeof BLOCK_VALUE_SCHEMAS)).success,
    ).toBe(false)
  })

  it('offers every block type the renderer knows, each once or as an alias of one', () => {
    // A block type added to the schema (and so to the renderer) must be added to the menu too.
    const offered = BLOCK_MENU.map((entry) => entry.type)
    expect(new Set(offered).size).toBe(offered.length)
    expect([...offered, ...Object.keys(BLOCK_ALIASES)].sort()).toEqual(
      Object.keys(BLOCK_VALUE_SCHEMAS).sort(),
    )
    for (const [alias, type] of Object.entries(BLOCK_ALIASES)) {
      expect(offered).toContain(type)
      expect(blockLabel(alias)).toBe(blockLabel(type))
    }
  })

  it('makes distinct ids', () => {
    expect(newBlockId(1)).not.toBe(newBlockId(1))
  })
})
