import type { InlineNode, RichText } from '@atelier/schema'
import { escapeHtml } from './escape-html.js'

function inlineHtml(nodes: readonly InlineNode[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'link') {
        const target = node.newWindow ? ' target="_blank" rel="noopener"' : ''
        return `<a href="${escapeHtml(node.href)}"${target}>${inlineHtml(node.children)}</a>`
      }
      let html = escapeHtml(node.text)
      if (node.italic) html = `<em>${html}</em>`
      if (node.bold) html = `<strong>${html}</strong>`
      return html
    })
    .join('')
}

/** Owner rich text as markup; every text run is escaped, so owners cannot inject HTML here. */
export function richTextHtml(text: RichText): string {
  return text
    .map((node) => {
      switch (node.type) {
        case 'paragraph':
          return `<p>${inlineHtml(node.children)}</p>`
        case 'heading':
          return `<h${node.level}>${inlineHtml(node.children)}</h${node.level}>`
        case 'list': {
          const tag = node.ordered ? 'ol' : 'ul'
          return `<${tag}>${node.items.map((item) => `<li>${inlineHtml(item)}</li>`).join('')}</${tag}>`
        }
      }
    })
    .join('\n')
}

/** The words of rich text, for descriptions, excerpts and the search index. */
export function richTextPlain(text: RichText): string {
  const inline = (nodes: readonly InlineNode[]): string =>
    nodes.map((node) => (node.type === 'link' ? inline(node.children) : node.text)).join('')
  return text
    .map((node) =>
      node.type === 'list' ? node.items.map(inline).join(' ') : inline(node.children),
    )
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
}
