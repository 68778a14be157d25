import { z } from 'zod'

export const CHART_VARIANTS = ['bar', 'line', 'pie'] as const

/** SPEC §5 dataset rules: at least one column and row, and every row filled in. */
export const chartBlockValueSchema = z
  .object({
    variant: z.enum(CHART_VARIANTS).default('bar'),
    dataset: z.object({
      series: z.array(z.string()),
      rows: z.array(z.object({ label: z.string(), values: z.array(z.number()) })),
    }),
  })
  .check((ctx) => {
    const { series, rows } = ctx.value.dataset
    if (series.length === 0 || rows.length === 0) {
      ctx.issues.push({ code: 'custom', message: 'Enter some data!', input: ctx.value.dataset })
    } else if (rows.some((row) => row.values.length !== series.length)) {
      ctx.issues.push({
        code: 'custom',
        message: 'One or more rows was missing data',
        input: ctx.value.dataset,
      })
    }
  })

export type ChartBlockValue = z.output<typeof chartBlockValueSchema>
