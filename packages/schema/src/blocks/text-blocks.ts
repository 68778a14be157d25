import { z } from 'zod'
import { richTextSchema } from '../records/rich-text.js'

/** The text block (block type `html`): structured rich text, never owner HTML. */
export const htmlBlockValueSchema = z.object({ text: richTextSchema })

export const markdownBlockValueSchema = z.object({ markdown: z.string() })

export const quoteBlockValueSchema = z.object({
  text: z.string().min(1, { error: 'A quote needs some text.' }),
  source: z.string().default(''),
})

/** Code shown as a listing, or (display 'html') inserted as owner HTML on the published site only. */
export const codeBlockValueSchema = z.object({
  source: z.string(),
  language: z.string().default('html'),
  display: z.enum(['code', 'html']).default('code'),
})

export type HtmlBlockValue = z.output<typeof htmlBlockValueSchema>
export type MarkdownBlockValue = z.output<typeof markdownBlockValueSchema>
export type QuoteBlockValue = z.output<typeof quoteBlockValueSchema>
export type CodeBlockValue = z.output<typeof codeBlockValueSchema>
