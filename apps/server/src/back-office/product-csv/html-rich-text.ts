import type { InlineNode, RichText, RichTextNode } from '@atelier/schema'
import { Parser } from 'htmlparser2'

const blockTags = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'blockquote'])

/**
 * A product description from HTML (Shopify's `Body (HTML)`, Squarespace's `Description`) as the
 * schema's rich text: paragraphs, headings 1-4, lists, bold, italic and links survive; any other
 * markup is dropped and its text kept. Never stores HTML.
 */
export function htmlToRichText(html: string): RichText {
  const out: RichTextNode[] = []
  let inline: InlineNode[] = []
  let block: { type: 'paragraph' } | { type: 'heading'; level: 1 | 2 | 3 | 4 } = {
    type: 'paragraph',
  }
  let list: { ordered: boolean; items: InlineNode[][] } | undefined
  let bold = 0
  let italic = 0
  let link: { href: string; newWindow: boolean; children: InlineNode[] } | undefined
  // Script and style bodies are not words of the description.
  let skip = 0

  const flush = () => {
    const trimmed = trimRuns(inline)
    inline = []
    if (trimmed.length === 0) return
    if (list) {
      list.items.push(trimmed)
      return
    }
    out.push(
      block.type === 'heading'
        ? { type: 'heading', level: block.level, children: trimmed }
        : { type: 'paragraph', children: trimmed },
    )
  }
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'script' || name === 'style') skip++
        else if (name === 'ul' || name === 'ol') {
          flush()
          list = { ordered: name === 'ol', items: [] }
        } else if (blockTags.has(name)) {
          flush()
          const level = /^h([1-6])$/.exec(name)?.[1]
          block = level
            ? { type: 'heading', level: Math.min(4, Number(level)) as 1 | 2 | 3 | 4 }
            : { type: 'paragraph' }
        } else if (name === 'br') {
          inline.push({ type: 'text', text: '\n', bold: bold > 0, italic: italic > 0 })
        } else if (name === 'strong' || name === 'b') bold++
        else if (name === 'em' || name === 'i') italic++
        else if (
          name === 'a' &&
          attributes.href &&
          /^(https?:|mailto:|tel:|\/)/i.test(attributes.href)
        ) {
          link = { href: attributes.href, newWindow: attributes.target === '_blank', children: [] }
        }
      },
      ontext(text) {
        if (skip > 0) return
        const clean = text.replace(/\s+/g, ' ')
        if (clean === '') return
        const run = { type: 'text' as const, text: clean, bold: bold > 0, italic: italic > 0 }
        if (link) link.children.push(run)
        else inline.push(run)
      },
      onclosetag(name) {
        if (name === 'script' || name === 'style') skip = Math.max(0, skip - 1)
        else if (name === 'ul' || name === 'ol') {
          flush()
          if (list && list.items.length > 0) {
            out.push({ type: 'list', ordered: list.ordered, items: list.items })
          }
          list = undefined
        } else if (blockTags.has(name)) {
          flush()
          block = { type: 'paragraph' }
        } else if (name === 'strong' || name === 'b') bold = Math.max(0, bold - 1)
        else if (name === 'em' || name === 'i') italic = Math.max(0, italic - 1)
        else if (name === 'a' && link) {
          if (link.children.length > 0) {
            inline.push({
              type: 'link',
              href: link.href,
              newWindow: link.newWindow,
              children: link.children as Extract<InlineNode, { type: 'text' }>[],
            })
          }
          link = undefined
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  )
  parser.write(html)
  parser.end()
  flush()
  return out
}

/** Leading and trailing spaces of a block dropped, and neighbouring runs alike merged. */
function trimRuns(runs: InlineNode[]): InlineNode[] {
  const merged: InlineNode[] = []
  for (const run of runs) {
    const last = merged.at(-1)
    if (
      last?.type === 'text' &&
      run.type === 'text' &&
      last.bold === run.bold &&
      last.italic === run.italic
    ) {
      merged[merged.length - 1] = { ...last, text: last.text + run.text }
    } else merged.push(run)
  }
  const first = merged[0]
  if (first?.type === 'text') merged[0] = { ...first, text: first.text.trimStart() }
  const end = merged.at(-1)
  if (end?.type === 'text') merged[merged.length - 1] = { ...end, text: end.text.trimEnd() }
  return merged.filter((run) => run.type !== 'text' || run.text !== '')
}
