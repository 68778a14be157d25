import type {
  InlineNode,
  LinkRun,
  RichText,
  RichTextNode,
  SiteFooter,
  TextRun,
} from '@atelier/schema'

/**
 * The footer as the theme lays it out: `textBlocks` are its columns, side by side, and each
 * column holds text blocks (paragraphs, headings, lists). The owner edits one text block at a
 * time, so the columns, the kind of each block and the formatting of what they did not retype
 * stay as they are.
 */

function inlineText(nodes: readonly InlineNode[]): string {
  return nodes
    .map((node) =>
      node.type === 'text' ? node.text : node.children.map((child) => child.text).join(''),
    )
    .join('')
}

/** A text block's words as its field shows them; a list has one item a line. */
export function footerBlockText(node: RichTextNode): string {
  return node.type === 'list' ? node.items.map(inlineText).join('\n') : inlineText(node.children)
}

/** New words in the formatting of the text they replace (bold stays bold, a link stays one). */
function retyped(nodes: readonly InlineNode[], text: string): InlineNode[] {
  if (inlineText(nodes) === text) return [...nodes]
  if (text === '') return []
  const first = nodes[0]
  const style: TextRun | undefined = first?.type === 'link' ? first.children[0] : first
  const run: TextRun = {
    type: 'text',
    text,
    bold: style?.bold ?? false,
    italic: style?.italic ?? false,
  }
  return first?.type === 'link' && nodes.length === 1 ? [{ ...first, children: [run] }] : [run]
}

function withText(node: RichTextNode, text: string): RichTextNode {
  if (footerBlockText(node) === text) return node
  if (node.type !== 'list') return { ...node, children: retyped(node.children, text) }
  const items = text
    .split('\n')
    .map((line, index) =>
      node.items[index] ? retyped(node.items[index], line) : retyped([], line),
    )
  return { ...node, items }
}

const emptyParagraph: RichTextNode = { type: 'paragraph', children: [] }

function changeColumn(
  footer: SiteFooter,
  column: number,
  change: (blocks: RichText) => RichText,
): SiteFooter {
  const current = footer.textBlocks[column]
  if (!current) return footer
  const next = change(current)
  if (next === current) return footer
  return {
    ...footer,
    textBlocks: footer.textBlocks.map((blocks, i) => (i === column ? next : blocks)),
  }
}

export function setFooterBlockText(
  footer: SiteFooter,
  column: number,
  block: number,
  text: string,
): SiteFooter {
  return changeColumn(footer, column, (blocks) => {
    const node = blocks[block]
    if (!node) return blocks
    const next = withText(node, text)
    return next === node ? blocks : blocks.map((each, i) => (i === block ? next : each))
  })
}

/** Where a footer link goes: the target of a paragraph or heading that is one link. */
export type FooterLink = Pick<LinkRun, 'href' | 'newWindow'>

/** The link a paragraph or heading is, when one link holds all its words; else null. */
export function footerBlockLink(node: RichTextNode): FooterLink | null {
  if (node.type === 'list') return null
  const [only, ...rest] = node.children
  return only?.type === 'link' && rest.length === 0
    ? { href: only.href, newWindow: only.newWindow }
    : null
}

/**
 * Makes a paragraph or heading one link to `link`, or plain words again with null; its words and
 * their bold and italic stay. A list keeps its items as they are.
 */
export function setFooterBlockLink(
  footer: SiteFooter,
  column: number,
  block: number,
  link: FooterLink | null,
): SiteFooter {
  return changeColumn(footer, column, (blocks) => {
    const node = blocks[block]
    if (!node || node.type === 'list') return blocks
    const runs: TextRun[] = node.children.flatMap((each) =>
      each.type === 'text' ? [each] : each.children,
    )
    const children: InlineNode[] =
      link === null ? runs : [{ type: 'link', ...link, children: runs }]
    return blocks.map((each, i) => (i === block ? { ...node, children } : each))
  })
}

export function addFooterParagraph(footer: SiteFooter, column: number): SiteFooter {
  return changeColumn(footer, column, (blocks) => [...blocks, emptyParagraph])
}

export function removeFooterBlock(footer: SiteFooter, column: number, block: number): SiteFooter {
  return changeColumn(footer, column, (blocks) =>
    block < blocks.length ? blocks.filter((_, i) => i !== block) : blocks,
  )
}

export function addFooterColumn(footer: SiteFooter): SiteFooter {
  return { ...footer, textBlocks: [...footer.textBlocks, [emptyParagraph]] }
}

export function removeFooterColumn(footer: SiteFooter, column: number): SiteFooter {
  if (column >= footer.textBlocks.length) return footer
  return { ...footer, textBlocks: footer.textBlocks.filter((_, i) => i !== column) }
}
