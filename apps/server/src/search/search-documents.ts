import { RecordType, type Collection, type Item, type SiteBundle } from '@atelier/schema'
import { richTextPlain } from '../html/rich-text-html.js'
import type { SearchDocument } from '../storage/search-index.js'

type Content = Pick<SiteBundle, 'website' | 'collections' | 'items'>

/** The words of a layout: text, markdown, quotes, accordions and menus. */
export function layoutText(layout: Collection['layout'] | Item['body']): string {
  if (!layout) return ''
  return layout.blocks
    .map((block) => {
      switch (block.type) {
        case 'html':
          return richTextPlain(block.value.text)
        case 'markdown':
          return block.value.markdown.replace(/[#*_`>[\]()]/g, ' ')
        case 'quote':
          return `${block.value.text} ${block.value.source}`
        case 'accordion':
          return block.value.items
            .map((entry) => `${entry.title} ${richTextPlain(entry.body)}`)
            .join(' ')
        case 'menu':
          return block.value.sections
            .flatMap((section) => [
              section.name,
              ...section.items.map((entry) => `${entry.name} ${entry.description}`),
            ])
            .join(' ')
        default:
          return ''
      }
    })
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
}

const KIND_BY_RECORD: Partial<Record<number, string>> = {
  [RecordType['store-item']]: 'product',
  [RecordType.text]: 'post',
  [RecordType.event]: 'event',
}

/**
 * What the site search indexes: pages, posts, events and products that are not drafts or
 * private (scheduled ones too; the search route shows only what is visible when it runs).
 */
export function searchDocuments(content: Content): SearchDocument[] {
  const websiteId = content.website.id
  const listed = (status: string) => status === 'published' || status === 'scheduled'
  const collections = new Map(
    content.collections.filter((c) => listed(c.status)).map((c) => [c.id, c]),
  )
  const pages = [...collections.values()]
    .filter((collection) => collection.kind === 'page')
    .map((collection) => ({
      websiteId,
      id: collection.id,
      kind: 'page',
      title: collection.title,
      body: `${collection.description} ${layoutText(collection.layout)}`.trim(),
      url: `/${collection.urlId}`,
    }))
  const items = content.items.flatMap((item) => {
    const collection = collections.get(item.collectionId)
    const kind = KIND_BY_RECORD[item.recordType]
    if (!collection || !kind || !listed(item.status)) return []
    const words = [
      item.excerpt,
      layoutText(item.body),
      item.tags.join(' '),
      item.categories.join(' '),
    ]
    return [
      {
        websiteId,
        id: item.id,
        kind,
        title: item.title,
        body: words.join(' ').replace(/\s+/g, ' ').trim(),
        url: `/${collection.urlId}/${item.urlId}`,
      },
    ]
  })
  return [...pages, ...items]
}
