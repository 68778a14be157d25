import { z } from 'zod'
import { Limits } from '../core/limits.js'
import { idSchema } from '../core/primitives.js'
import { BlockType, type BlockTypeName } from '../enumerations/block-types.js'
import {
  BLOCK_VALUE_SCHEMAS,
  isSupportedBlockType,
  type BlockValueOf,
  type SupportedBlockType,
} from './block-value-schemas.js'

const columns = Limits.layoutColumns

export const blockPositionSchema = z
  .object({
    row: z.number().int().min(0, { error: 'row starts at 0.' }),
    col: z
      .number()
      .int()
      .min(0, { error: `col runs from 0 to ${columns - 1}.` })
      .max(columns - 1, { error: `col runs from 0 to ${columns - 1}.` }),
    span: z
      .number()
      .int()
      .min(1, { error: `span runs from 1 to ${columns}.` })
      .max(columns, { error: `span runs from 1 to ${columns}.` }),
  })
  // Reported only when col and span are each in range, so one mistake gives one message.
  .refine(({ col, span }) => col < 0 || col >= columns || span > columns || col + span <= columns, {
    error: `A block cannot reach past column ${columns}.`,
  })

export type BlockPosition = z.output<typeof blockPositionSchema>

const blockTypeNames = Object.keys(BlockType) as BlockTypeName[]

/** A block the renderer supports: its value is checked against that type's validator. */
export type SupportedBlock = {
  [T in SupportedBlockType]: {
    id: string
    type: T
    position: BlockPosition
    value: BlockValueOf<T>
  }
}[SupportedBlockType]

/** A block of a SPEC type the renderer does not draw yet: kept as data, shown as nothing. */
export interface OtherBlock {
  id: string
  type: Exclude<BlockTypeName, SupportedBlockType>
  position: BlockPosition
  value: Record<string, unknown>
}

export type Block = SupportedBlock | OtherBlock

export const blockSchema = z
  .object({
    id: idSchema,
    type: z.string(),
    position: blockPositionSchema,
    value: z.unknown(),
  })
  .transform((block, ctx): Block => {
    const { type, value } = block
    if (!(blockTypeNames as string[]).includes(type)) {
      ctx.issues.push({
        code: 'custom',
        message: `${type} is not one of the expected options`,
        path: ['type'],
        input: type,
      })
      return z.NEVER
    }
    const valueSchema = isSupportedBlockType(type)
      ? BLOCK_VALUE_SCHEMAS[type]
      : z.record(z.string(), z.unknown())
    const parsed = valueSchema.safeParse(value)
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.issues.push({
          code: 'custom',
          message: issue.message,
          path: ['value', ...issue.path],
          input: value,
        })
      }
      return z.NEVER
    }
    // The type name and the value were just checked together, which TypeScript cannot follow.
    return { ...block, value: parsed.data } as Block
  })
