import { z } from 'zod'
import { webAddressSchema } from '../core/primitives.js'

export const focalPointSchema = z.object({
  x: z.number().min(0).max(1).default(0.5),
  y: z.number().min(0).max(1).default(0.5),
})

/** A reference to an image: an uploaded file of the site or an absolute asset URL. */
export const imageRefSchema = z
  .object({
    fileId: z.string().min(1).optional(),
    assetUrl: webAddressSchema.optional(),
    originalSize: z
      .string()
      .regex(/^[1-9]\d*x[1-9]\d*$/, { error: "originalSize reads 'WIDTHxHEIGHT'." })
      .optional(),
    mediaFocalPoint: focalPointSchema.prefault({}),
    altText: z.string().default(''),
    title: z.string().default(''),
  })
  .refine((ref) => ref.fileId !== undefined || ref.assetUrl !== undefined, {
    error: 'An image needs a fileId or an assetUrl.',
  })

export type ImageRef = z.output<typeof imageRefSchema>
export type ImageRefInput = z.input<typeof imageRefSchema>

/** Width and height of an image from its 'WIDTHxHEIGHT' originalSize. */
export function parseOriginalSize(
  originalSize: string | undefined,
): { width: number; height: number } | undefined {
  const match = originalSize === undefined ? null : /^(\d+)x(\d+)$/.exec(originalSize)
  return match ? { width: Number(match[1]), height: Number(match[2]) } : undefined
}
