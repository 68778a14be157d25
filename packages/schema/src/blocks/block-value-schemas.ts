import type { z } from 'zod'
import { chartBlockValueSchema } from './chart-block.js'
import { donationBlockValueSchema } from './donation-block.js'
import {
  accordionBlockValueSchema,
  buttonBlockValueSchema,
  horizontalRuleBlockValueSchema,
  menuBlockValueSchema,
  searchBlockValueSchema,
  socialLinksBlockValueSchema,
  spacerBlockValueSchema,
} from './layout-blocks.js'
import {
  audioBlockValueSchema,
  embedBlockValueSchema,
  galleryBlockValueSchema,
  imageBlockValueSchema,
  mapBlockValueSchema,
  videoBlockValueSchema,
} from './media-blocks.js'
import {
  formBlockValueSchema,
  newsletterBlockValueSchema,
  productBlockValueSchema,
  summaryBlockValueSchema,
} from './site-blocks.js'
import {
  codeBlockValueSchema,
  htmlBlockValueSchema,
  markdownBlockValueSchema,
  quoteBlockValueSchema,
} from './text-blocks.js'

/** The block types the renderer supports, each with the validator of its value. */
export const BLOCK_VALUE_SCHEMAS = {
  html: htmlBlockValueSchema,
  markdown: markdownBlockValueSchema,
  image: imageBlockValueSchema,
  gallery: galleryBlockValueSchema,
  button: buttonBlockValueSchema,
  spacer: spacerBlockValueSchema,
  horizontalrule: horizontalRuleBlockValueSchema,
  quote: quoteBlockValueSchema,
  code: codeBlockValueSchema,
  embed: embedBlockValueSchema,
  video: videoBlockValueSchema,
  audio: audioBlockValueSchema,
  map: mapBlockValueSchema,
  form: formBlockValueSchema,
  newsletter: newsletterBlockValueSchema,
  product: productBlockValueSchema,
  summary: summaryBlockValueSchema,
  'summary-v2': summaryBlockValueSchema,
  sociallinks: socialLinksBlockValueSchema,
  search: searchBlockValueSchema,
  accordion: accordionBlockValueSchema,
  menu: menuBlockValueSchema,
  chart: chartBlockValueSchema,
  donation: donationBlockValueSchema,
} as const

export type SupportedBlockType = keyof typeof BLOCK_VALUE_SCHEMAS
export type BlockValueOf<T extends SupportedBlockType> = z.output<(typeof BLOCK_VALUE_SCHEMAS)[T]>

export const SUPPORTED_BLOCK_TYPES = Object.keys(BLOCK_VALUE_SCHEMAS) as SupportedBlockType[]

export function isSupportedBlockType(type: string): type is SupportedBlockType {
  return Object.hasOwn(BLOCK_VALUE_SCHEMAS, type)
}
