import { escapeHtml } from '../../html/escape-html.js'

const safeLink = /^(?:https?:\/\/|\/|#|mailto:|tel:)/i

function inline(text: string): string {
  return escapeHtml(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*])\*([^*]+)\*/g, '$1<em>$2</em>')
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (whole, label: string, href: string) =>
      safeLink.test(href) ? `<a href="${href}">${label}</a>` : label,
    )
}

/**
 * The markdown block: headings, paragraphs, lists, quotes, emphasis, code and links. Input is
 * escaped first, so raw HTML in markdown shows as text; links keep only safe schemes.
 */
export function markdownHtml(markdown: string): string {
  const out: string[] = []
  let list: { tag: 'ul' | 'ol'; items: string[] } | undefined
  let paragraph: string[] = []
  const flush = () => {
    if (paragraph.length > 0) out.push(`<p>${inline(paragraph.join(' '))}</p>`)
    paragraph = []
    if (list)
      out.push(
        `<${list.tag}>${list.items.map((item) => `<li>${item}</li>`).join('')}</${list.tag}>`,
      )
    list = undefined
  }
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trimEnd()
    const heading = /^(#{1,4})\s+(.*)$/.exec(line)
    const bullet = /^\s*[-*]\s+(.*)$/.exec(line)
    const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(line)
    if (line.trim() === '') {
      flush()
    } else if (heading) {
      flush()
      out.push(`<h${heading[1].length}>${inline(heading[2])}</h${heading[1].length}>`)
    } else if (bullet || numbered) {
      const tag = bullet ? 'ul' : 'ol'
      if (paragraph.length > 0 || (list && list.tag !== tag)) flush()
      list ??= { tag, items: [] }
      list.items.push(inline((bullet ?? numbered)![1]))
    } else if (line.startsWith('>')) {
      flush()
      out.push(`<blockquote><p>${inline(line.replace(/^>\s?/, ''))}</p></blockquote>`)
    } else {
      if (list) flush()
      paragraph.push(line.trim())
    }
  }
  flush()
  return out.join('\n')
}
