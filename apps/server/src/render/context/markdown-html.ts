import MarkdownIt from 'markdown-it'

/** Link and image targets we keep: web addresses, site paths, anchors, mail and phone links. */
const SAFE_LINK = /^(?:https?:|mailto:|tel:|[^:/?#]*(?:[/?#]|$))/i

/**
 * The markdown block, rendered by markdown-it (CommonMark, GitHub tables and strikethrough,
 * bare web addresses as links). Raw HTML is never passed through (`html: false` prints it as
 * text), and a link or image whose target is not a safe scheme (`javascript:`, `data:`,
 * `vbscript:` …) stays text.
 */
const markdown = new MarkdownIt('default', { html: false, linkify: true, typographer: false })
markdown.validateLink = (url) => SAFE_LINK.test(url.trim())

export function markdownHtml(source: string): string {
  return markdown.render(source).trimEnd()
}
