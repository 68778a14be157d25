import type { RichText } from '@atelier/schema'

type Inline = RichText[number] extends infer N
  ? N extends { children: infer C }
    ? C
    : never
  : never

/** A text run; `**bold**` segments become bold runs. */
function runs(text: string): Inline {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('**')
        ? { type: 'text' as const, text: part.slice(2, -2), bold: true, italic: false }
        : { type: 'text' as const, text: part, bold: false, italic: false },
    ) as Inline
}

export const p = (text: string): RichText[number] => ({ type: 'paragraph', children: runs(text) })

export const h = (level: 1 | 2 | 3 | 4, text: string): RichText[number] => ({
  type: 'heading',
  level,
  children: runs(text),
})

export const list = (items: string[], ordered = false): RichText[number] => ({
  type: 'list',
  ordered,
  items: items.map(
    (item) => runs(item) as Extract<RichText[number], { type: 'list' }>['items'][number],
  ),
})

export const linkParagraph = (before: string, label: string, href: string): RichText[number] => ({
  type: 'paragraph',
  children: [
    ...(runs(before) as Inline),
    {
      type: 'link',
      href,
      newWindow: false,
      children: [{ type: 'text', text: label, bold: false, italic: false }],
    },
  ] as Inline,
})

let blockCounter = 0

/** A layout block at row/col/span of the 12-column grid. */
export function block(
  type: string,
  row: number,
  col: number,
  span: number,
  value: Record<string, unknown>,
  id?: string,
) {
  blockCounter += 1
  return {
    id: id ?? `b-${type}-${row}-${col}-${blockCounter}`,
    type,
    position: { row, col, span },
    value,
  }
}

export function resetBlockIds(): void {
  blockCounter = 0
}

export function text(row: number, nodes: RichText, col = 0, span = 12) {
  return block('html', row, col, span, { text: nodes })
}

export function layout(blocks: ReturnType<typeof block>[]) {
  return { schemaVersion: 1, columns: 12, blocks }
}

/** An uploaded demo image as an image reference. */
export function image(fileId: string, altText: string, focal = { x: 0.5, y: 0.5 }) {
  return { fileId, altText, title: '', mediaFocalPoint: focal }
}

const DAY = 24 * 60 * 60 * 1000

export function daysFrom(now: Date, days: number, hourUtc = 14): Date {
  const at = new Date(now.getTime() + days * DAY)
  at.setUTCHours(hourUtc, 0, 0, 0)
  return at
}
