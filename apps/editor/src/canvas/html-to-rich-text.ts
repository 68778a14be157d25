import { richTextSchema, type InlineNode, type RichText, type RichTextNode } from '@atelier/schema'

type Marks = { bold: boolean; italic: boolean }

const MAX_HTML = 500_000

/** The inline runs of an element: bold and italic from tags, links with their text. */
function inline(node: Node, marks: Marks, into: InlineNode[]): void {
  if (node.nodeType === Node.TEXT_NODE) {
    const text = (node.textContent ?? '').replace(/\s+/g, ' ')
    if (text) push(into, { type: 'text', text, ...marks })
    return
  }
  if (!(node instanceof Element)) return
  const tag = node.tagName
  if (tag === 'BR') return push(into, { type: 'text', text: ' ', ...marks })
  if (tag === 'A') {
    const children: InlineNode[] = []
    for (const child of node.childNodes) inline(child, marks, children)
    const runs = children.flatMap((run) => (run.type === 'text' ? [run] : run.children))
    const href = node.getAttribute('href') ?? ''
    if (runs.length > 0) {
      into.push({
        type: 'link',
        href,
        newWindow: node.getAttribute('target') === '_blank',
        children: runs,
      })
    }
    return
  }
  const next = {
    bold: marks.bold || tag === 'B' || tag === 'STRONG',
    italic: marks.italic || tag === 'I' || tag === 'EM',
  }
  for (const child of node.childNodes) inline(child, next, into)
}

/** Adds a text run, joined to the one before when their marks match. */
function push(into: InlineNode[], run: InlineNode & { type: 'text' }): void {
  const last = into[into.length - 1]
  if (last?.type === 'text' && last.bold === run.bold && last.italic === run.italic) {
    into[into.length - 1] = { ...last, text: last.text + run.text }
  } else into.push(run)
}

function trimmed(runs: InlineNode[]): InlineNode[] {
  const first = runs[0]
  if (first?.type === 'text') runs[0] = { ...first, text: first.text.replace(/^\s+/, '') }
  const last = runs[runs.length - 1]
  if (last?.type === 'text')
    runs[runs.length - 1] = { ...last, text: last.text.replace(/\s+$/, '') }
  return runs.filter((run) => run.type !== 'text' || run.text !== '')
}

function runsOf(element: Node): InlineNode[] {
  const runs: InlineNode[] = []
  for (const child of element.childNodes) inline(child, { bold: false, italic: false }, runs)
  return trimmed(runs)
}

const BLOCK_TAGS = new Set([
  'P',
  'DIV',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'UL',
  'OL',
  'BLOCKQUOTE',
])

/**
 * The structured text of what the owner typed in place on the canvas (the frame's HTML, parsed
 * inert here): paragraphs, headings (levels 1–4), lists, bold, italic and links. Whatever does not
 * fit the rich-text model is kept as its words; links the model refuses keep their text only.
 * Undefined when the HTML is too large to be a text block.
 */
export function htmlToRichText(html: string): RichText | undefined {
  if (html.length > MAX_HTML || html.includes('\0')) return undefined
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body
  const nodes: RichTextNode[] = []
  let loose: Node[] = []
  const flushLoose = () => {
    const holder = document.createElement('p')
    for (const node of loose) holder.append(node.cloneNode(true))
    loose = []
    const children = runsOf(holder)
    if (children.length > 0) nodes.push({ type: 'paragraph', children })
  }
  const addBlock = (element: Element) => {
    const tag = element.tagName
    if (tag === 'UL' || tag === 'OL') {
      const items = [...element.children]
        .filter((child) => child.tagName === 'LI')
        .map(runsOf)
        .filter((runs) => runs.length > 0)
      if (items.length > 0) nodes.push({ type: 'list', ordered: tag === 'OL', items })
      return
    }
    if (tag === 'DIV' || tag === 'BLOCKQUOTE') {
      if ([...element.children].some((child) => BLOCK_TAGS.has(child.tagName))) {
        for (const child of element.childNodes) visit(child)
        flushLoose()
        return
      }
    }
    const children = runsOf(element)
    if (children.length === 0) return
    const heading = /^H([1-6])$/.exec(tag)
    if (heading) {
      const level = Math.min(4, Number(heading[1])) as 1 | 2 | 3 | 4
      nodes.push({ type: 'heading', level, children })
    } else nodes.push({ type: 'paragraph', children })
  }
  const visit = (node: Node) => {
    if (node instanceof Element && BLOCK_TAGS.has(node.tagName)) {
      flushLoose()
      addBlock(node)
    } else loose.push(node)
  }
  for (const node of body.childNodes) visit(node)
  flushLoose()
  const parsed = richTextSchema.safeParse(nodes)
  if (parsed.success) return parsed.data
  // A link the model refuses (e.g. javascript:) keeps its words.
  return richTextSchema.parse(nodes.map(withoutBadLinks))
}

function withoutBadLinks(node: RichTextNode): RichTextNode {
  const fix = (runs: InlineNode[]): InlineNode[] =>
    runs.flatMap((run) =>
      run.type === 'link' &&
      !richTextSchema.safeParse([{ type: 'paragraph', children: [run] }]).success
        ? run.children
        : [run],
    )
  return node.type === 'list'
    ? { ...node, items: node.items.map(fix) }
    : { ...node, children: fix(node.children) }
}
