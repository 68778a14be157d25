import type { InlineNode, RichText, RichTextNode, TextRun } from '@atelier/schema'

/** The parts of a Tiptap (ProseMirror) JSON document the text block uses. */
export interface TiptapNode {
  type: string
  text?: string
  attrs?: Record<string, unknown>
  marks?: { type: string; attrs?: Record<string, unknown> }[]
  content?: TiptapNode[]
}

function run(node: TiptapNode): TextRun {
  const marks = node.marks ?? []
  return {
    type: 'text',
    text: node.text ?? '',
    bold: marks.some((mark) => mark.type === 'bold'),
    italic: marks.some((mark) => mark.type === 'italic'),
  }
}

function inlines(nodes: readonly TiptapNode[] = []): InlineNode[] {
  const out: InlineNode[] = []
  for (const node of nodes) {
    if (node.type === 'hardBreak') {
      out.push({ type: 'text', text: '\n', bold: false, italic: false })
      continue
    }
    if (node.type !== 'text') continue
    const link = node.marks?.find((mark) => mark.type === 'link')
    const href = typeof link?.attrs?.href === 'string' ? link.attrs.href : undefined
    if (href === undefined) {
      out.push(run(node))
      continue
    }
    const newWindow = link?.attrs?.target === '_blank'
    const last = out.at(-1)
    // Tiptap splits a link into one text node per mark change; one link run keeps them together.
    if (last?.type === 'link' && last.href === href && last.newWindow === newWindow) {
      last.children.push(run(node))
    } else {
      out.push({ type: 'link', href, newWindow, children: [run(node)] })
    }
  }
  return out
}

function listItems(list: TiptapNode): InlineNode[][] {
  return (list.content ?? []).map((item) =>
    (item.content ?? []).flatMap((child) =>
      child.type === 'paragraph' ? inlines(child.content) : [],
    ),
  )
}

/** Tiptap's document → the stored rich text of the text block. Unknown nodes are dropped. */
export function fromTiptap(doc: TiptapNode): RichText {
  const nodes: RichTextNode[] = []
  for (const node of doc.content ?? []) {
    if (node.type === 'paragraph')
      nodes.push({ type: 'paragraph', children: inlines(node.content) })
    if (node.type === 'heading') {
      const wanted = Number(node.attrs?.level ?? 1)
      const level = Math.min(4, Math.max(1, wanted)) as 1 | 2 | 3 | 4
      nodes.push({ type: 'heading', level, children: inlines(node.content) })
    }
    if (node.type === 'bulletList' || node.type === 'orderedList') {
      nodes.push({ type: 'list', ordered: node.type === 'orderedList', items: listItems(node) })
    }
    if (node.type === 'blockquote') nodes.push(...fromTiptap(node))
  }
  return nodes
}

function textNode(textRun: TextRun, link?: { href: string; newWindow: boolean }): TiptapNode {
  const marks: NonNullable<TiptapNode['marks']> = []
  if (textRun.bold) marks.push({ type: 'bold' })
  if (textRun.italic) marks.push({ type: 'italic' })
  if (link) {
    marks.push({
      type: 'link',
      attrs: { href: link.href, target: link.newWindow ? '_blank' : null },
    })
  }
  return marks.length > 0
    ? { type: 'text', text: textRun.text, marks }
    : { type: 'text', text: textRun.text }
}

function toInlines(nodes: readonly InlineNode[]): TiptapNode[] {
  return nodes
    .flatMap((node) =>
      node.type === 'text' ? [textNode(node)] : node.children.map((child) => textNode(child, node)),
    )
    .filter((node) => node.text !== '')
}

/** Stored rich text → a Tiptap document to edit. */
export function toTiptap(text: RichText): TiptapNode {
  const content = text.map((node): TiptapNode => {
    switch (node.type) {
      case 'paragraph':
        return { type: 'paragraph', content: toInlines(node.children) }
      case 'heading':
        return { type: 'heading', attrs: { level: node.level }, content: toInlines(node.children) }
      case 'list':
        return {
          type: node.ordered ? 'orderedList' : 'bulletList',
          content: node.items.map((item) => ({
            type: 'listItem',
            content: [{ type: 'paragraph', content: toInlines(item) }],
          })),
        }
    }
  })
  return { type: 'doc', content: content.length > 0 ? content : [{ type: 'paragraph' }] }
}

/** The words of a rich text, for labels and for finding a block on the canvas. */
export function plainText(text: RichText): string {
  const words = (nodes: readonly InlineNode[]) =>
    nodes
      .map((node) =>
        node.type === 'text' ? node.text : node.children.map((child) => child.text).join(''),
      )
      .join('')
  return text
    .map((node) => (node.type === 'list' ? node.items.map(words).join(' ') : words(node.children)))
    .join(' ')
    .trim()
}
