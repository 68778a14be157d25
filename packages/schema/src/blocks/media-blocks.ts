import { z } from 'zod'
import { Limits } from '../core/limits.js'
import { linkSchema, webAddressSchema } from '../core/primitives.js'
import { gallerySettingsSchema } from '../records/gallery-settings.js'
import { imageRefSchema } from '../records/image-ref.js'

/** Image block layouts: the image variants of SPEC's block variants 1011-1016. */
export const IMAGE_BLOCK_VARIANTS = [
  'inline',
  'poster',
  'card',
  'overlap',
  'collage',
  'stack',
] as const

export const imageBlockValueSchema = z.object({
  image: imageRefSchema,
  caption: z.string().default(''),
  link: linkSchema.optional(),
  newWindow: z.boolean().default(false),
  variant: z.enum(IMAGE_BLOCK_VARIANTS).default('inline'),
})

export const galleryBlockValueSchema = z.object({
  images: z.array(imageRefSchema).max(Limits.gallerySize, {
    error: `A gallery holds at most ${Limits.gallerySize} images.`,
  }),
  settings: gallerySettingsSchema.prefault({}),
})

export const videoBlockValueSchema = z.object({
  url: webAddressSchema,
  caption: z.string().default(''),
})

export const audioBlockValueSchema = z.object({
  url: webAddressSchema,
  title: z.string().default(''),
})

export const embedBlockValueSchema = z
  .object({ url: webAddressSchema.optional(), html: z.string().min(1).optional() })
  .refine((value) => value.url !== undefined || value.html !== undefined, {
    error: 'An embed needs a URL or HTML.',
  })

export const locationSchema = z.object({
  addressLine1: z.string().default(''),
  addressLine2: z.string().default(''),
  addressCountry: z.string().default(''),
  mapLat: z.number().min(-90).max(90).optional(),
  mapLng: z.number().min(-180).max(180).optional(),
})

export const mapBlockValueSchema = z.object({
  location: locationSchema,
  zoom: z.number().int().min(1).max(20).default(12),
})

export type ImageBlockValue = z.output<typeof imageBlockValueSchema>
export type GalleryBlockValue = z.output<typeof galleryBlockValueSchema>
export type VideoBlockValue = z.output<typeof videoBlockValueSchema>
export type AudioBlockValue = z.output<typeof audioBlockValueSchema>
export type EmbedBlockValue = z.output<typeof embedBlockValueSchema>
export type Location = z.output<typeof locationSchema>
export type MapBlockValue = z.output<typeof mapBlockValueSchema>
