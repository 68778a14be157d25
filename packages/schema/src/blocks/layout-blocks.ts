import { z } from 'zod'
import { linkSchema } from '../core/primitives.js'
import { richTextSchema } from '../records/rich-text.js'

const alignmentSchema = z.enum(['left', 'center', 'right']).default('center')
const sizeSchema = z.enum(['small', 'medium', 'large']).default('medium')

export const buttonBlockValueSchema = z.object({
  text: z.string().min(1, { error: 'A button needs a label.' }),
  link: linkSchema,
  newWindow: z.boolean().default(false),
  size: sizeSchema,
  alignment: alignmentSchema,
})

export const spacerBlockValueSchema = z.object({
  height: z
    .number()
    .int()
    .min(0, { error: 'A spacer is 0 to 1000 pixels high.' })
    .max(1000, { error: 'A spacer is 0 to 1000 pixels high.' })
    .default(50),
})

export const horizontalRuleBlockValueSchema = z.object({})

export const accordionBlockValueSchema = z.object({
  items: z
    .array(z.object({ title: z.string().min(1), body: richTextSchema }))
    .min(1, { error: 'An accordion needs at least one item.' }),
})

export const menuBlockValueSchema = z.object({
  sections: z.array(
    z.object({
      name: z.string(),
      items: z.array(
        z.object({
          name: z.string().min(1),
          price: z.string().default(''),
          description: z.string().default(''),
        }),
      ),
    }),
  ),
})

/** Links to the website's social accounts; the accounts themselves live on the website. */
export const socialLinksBlockValueSchema = z.object({
  size: sizeSchema,
  alignment: alignmentSchema,
})

export const searchBlockValueSchema = z.object({
  placeholder: z.string().default('Search'),
  collectionId: z.string().min(1).optional(),
})

export type ButtonBlockValue = z.output<typeof buttonBlockValueSchema>
export type SpacerBlockValue = z.output<typeof spacerBlockValueSchema>
export type HorizontalRuleBlockValue = z.output<typeof horizontalRuleBlockValueSchema>
export type AccordionBlockValue = z.output<typeof accordionBlockValueSchema>
export type MenuBlockValue = z.output<typeof menuBlockValueSchema>
export type SocialLinksBlockValue = z.output<typeof socialLinksBlockValueSchema>
export type SearchBlockValue = z.output<typeof searchBlockValueSchema>
