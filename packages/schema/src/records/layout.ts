import { z } from 'zod'
import { Limits } from '../core/limits.js'
import { stampVersionOne, versioned, type Migrations } from '../core/versioned.js'
import { blockSchema, type Block } from '../blocks/block.js'

export const LAYOUT_VERSION = 1

export const layoutMigrations: Migrations = {
  name: 'Layout',
  currentVersion: LAYOUT_VERSION,
  up: [stampVersionOne],
}

function overlaps(a: Block, b: Block): boolean {
  return (
    a.position.row === b.position.row &&
    a.position.col < b.position.col + b.position.span &&
    b.position.col < a.position.col + a.position.span
  )
}

const layoutShape = z
  .object({
    schemaVersion: z.literal(LAYOUT_VERSION),
    columns: z.literal(Limits.layoutColumns).default(Limits.layoutColumns),
    blocks: z
      .array(blockSchema)
      .max(Limits.blocksPerLayout, {
        error: `A layout holds at most ${Limits.blocksPerLayout} blocks.`,
      })
      .default([]),
  })
  .check((ctx) => {
    const { blocks } = ctx.value
    const seen = new Set<string>()
    blocks.forEach((block, index) => {
      if (seen.has(block.id)) {
        ctx.issues.push({
          code: 'custom',
          message: `Block id ${block.id} is used twice.`,
          path: ['blocks', index, 'id'],
          input: block.id,
        })
      }
      seen.add(block.id)
      const clash = blocks.slice(0, index).find((earlier) => overlaps(earlier, block))
      if (clash) {
        ctx.issues.push({
          code: 'custom',
          message: `Block ${block.id} overlaps block ${clash.id}.`,
          path: ['blocks', index, 'position'],
          input: block.position,
        })
      }
    })
  })

/** A page body: blocks placed on a 12-column grid (SPEC §3 layout grid, §9 blocks per layout). */
export const layoutSchema = versioned(layoutMigrations, layoutShape)

export type Layout = z.output<typeof layoutSchema>

export function emptyLayout(): Layout {
  return { schemaVersion: LAYOUT_VERSION, columns: Limits.layoutColumns, blocks: [] }
}
