import type { SupportedBlockType } from '@atelier/schema'

/** The blocks of the block menu, in menu order, with the name the owner sees. */
export const BLOCK_MENU: readonly { type: SupportedBlockType; label: string }[] = [
  { type: 'html', label: 'Text' },
  { type: 'image', label: 'Image' },
  { type: 'button', label: 'Button' },
  { type: 'gallery', label: 'Gallery' },
  { type: 'spacer', label: 'Spacer' },
  { type: 'horizontalrule', label: 'Horizontal Rule' },
  { type: 'quote', label: 'Quote' },
  { type: 'code', label: 'Code' },
  { type: 'markdown', label: 'Markdown' },
  { type: 'embed', label: 'Embed' },
  { type: 'video', label: 'Video' },
  { type: 'audio', label: 'Audio' },
  { type: 'map', label: 'Map' },
  { type: 'form', label: 'Form' },
  { type: 'newsletter', label: 'Newsletter' },
  { type: 'product', label: 'Product' },
  { type: 'summary', label: 'Summary' },
  { type: 'sociallinks', label: 'Social Links' },
  { type: 'search', label: 'Search' },
  { type: 'accordion', label: 'Accordion' },
  { type: 'menu', label: 'Menu' },
  { type: 'chart', label: 'Chart' },
  { type: 'donation', label: 'Donation' },
]

/**
 * Block types the renderer knows that the menu offers under another type: pages may hold them
 * (imported or older documents) and they edit as the block they stand for.
 */
export const BLOCK_ALIASES: Partial<Record<SupportedBlockType, SupportedBlockType>> = {
  'summary-v2': 'summary',
}

export function blockLabel(type: string): string {
  const menuType = BLOCK_ALIASES[type as SupportedBlockType] ?? type
  return BLOCK_MENU.find((entry) => entry.type === menuType)?.label ?? type
}

/**
 * A new block's starting value. Blocks that point at something the owner must choose (an image, a
 * form, a list, a product, a collection, a video) start without it, and are only added to the page
 * once the choice is made, so the saved draft is always valid.
 */
export function defaultBlockValue(type: SupportedBlockType): Record<string, unknown> {
  switch (type) {
    case 'html':
      return { text: [{ type: 'paragraph', children: [] }] }
    case 'markdown':
      return { markdown: '' }
    case 'button':
      return {
        text: 'Learn More',
        link: '/',
        newWindow: false,
        size: 'medium',
        alignment: 'center',
      }
    case 'spacer':
      return { height: 50 }
    case 'horizontalrule':
      return {}
    case 'quote':
      return { text: 'Quote', source: '' }
    case 'code':
      return { source: '', language: 'html', display: 'code' }
    case 'gallery':
      return { images: [], settings: {} }
    case 'map':
      return { location: { addressLine1: '', addressLine2: '', addressCountry: '' }, zoom: 12 }
    case 'sociallinks':
      return { size: 'medium', alignment: 'center' }
    case 'search':
      return { placeholder: 'Search' }
    case 'accordion':
      return { items: [{ title: 'Item', body: [{ type: 'paragraph', children: [] }] }] }
    case 'menu':
      return { sections: [{ name: 'Menu', items: [] }] }
    case 'chart':
      return {
        variant: 'bar',
        dataset: { series: ['Series 1'], rows: [{ label: 'Label', values: [1] }] },
      }
    case 'newsletter':
      return { listId: '', title: '', description: '', buttonLabel: 'Sign Up' }
    case 'donation':
      return {
        title: 'Make a donation',
        description: '',
        suggestedAmountsCents: [1000, 2500, 5000],
        allowCustomAmount: true,
        offerMonthly: false,
        buttonLabel: 'Donate',
      }
    case 'summary':
    case 'summary-v2':
      return { collectionId: '', variant: 'grid', count: 6 }
    case 'image':
      return { caption: '', newWindow: false, variant: 'inline' }
    case 'video':
    case 'audio':
    case 'embed':
      return { url: '' }
    case 'form':
      return { formId: '' }
    case 'product':
      return { productId: '' }
  }
}

const NEEDS_CHOICE = new Set<SupportedBlockType>([
  'image',
  'video',
  'audio',
  'embed',
  'form',
  'newsletter',
  'product',
  'summary',
])

/** Whether a new block waits in the side panel for the owner's choice before joining the page. */
export function needsChoice(type: SupportedBlockType): boolean {
  return NEEDS_CHOICE.has(type)
}

let counter = 0

/** A block id unique within the page. */
export function newBlockId(now: number = Date.now()): string {
  counter += 1
  return `b${now.toString(36)}${counter.toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`
}
