import type { PredicateFn, RenderContext } from '../../plugin-api.js'
import {
  COLLECTION_TYPE_PAGE,
  COLLECTION_TYPE_TEMPLATE_PAGE,
  FOLDER_BEHAVIOR_INDEX,
  FOLDER_BEHAVIOR_REDIRECT,
} from './content-enums.js'
import { getPath } from './json-value.js'
import { asText, isObject, isTruthy } from '../../values.js'

const field = (ctx: RenderContext, path: string): unknown => getPath(ctx.node(), path)

/** The collection in scope: the nearest `collection` up the scope stack. */
const collection = (ctx: RenderContext): unknown => ctx.resolve('collection')

const hasMainImage = (item: unknown): boolean =>
  getPath(item, 'mainImageId') !== undefined || getPath(item, 'systemDataId') !== undefined

const isBlank = (text: string): boolean => text.trim() === ''

export const calendarView: PredicateFn = (_args, ctx) => isTruthy(field(ctx, 'calendarView'))

/** The first child item has an image. */
export const childImages: PredicateFn = (_args, ctx) => hasMainImage(field(ctx, 'items.0'))

/** A folder is clickable when its behaviour is missing, index or redirect (SPEC §3). */
export const clickable: PredicateFn = (_args, ctx) => {
  const behavior = field(ctx, 'folderBehavior')
  return (
    behavior === undefined ||
    behavior === FOLDER_BEHAVIOR_INDEX ||
    behavior === FOLDER_BEHAVIOR_REDIRECT
  )
}

export const isCollection: PredicateFn = (_args, ctx) => isTruthy(collection(ctx))

export const collectionPage: PredicateFn = (_args, ctx) =>
  getPath(collection(ctx), 'type') === COLLECTION_TYPE_PAGE

/** The collection in scope, or the node itself when it is a collection, is a template page. */
export const collectionTemplatePage: PredicateFn = (_args, ctx) => {
  const coll = collection(ctx)
  const type = isObject(coll) ? coll.type : field(ctx, 'type')
  return type === COLLECTION_TYPE_TEMPLATE_PAGE
}

export const collectionTypeNameEquals: PredicateFn = (args, ctx) =>
  args.length > 0 && asText(ctx.resolve('typeName')) === args[0]

/** The item has an excerpt with visible text, as an HTML object or a plain string. */
export const excerpt: PredicateFn = (_args, ctx) => {
  const value = field(ctx, 'excerpt')
  if (typeof value === 'string') return !isBlank(value)
  const html = getPath(value, 'html')
  return typeof html === 'string' && !isBlank(html)
}

export const externalLink: PredicateFn = (_args, ctx) => isTruthy(field(ctx, 'externalLink'))

export const folder: PredicateFn = (_args, ctx) => isTruthy(getPath(collection(ctx), 'folder'))

export const hasMultiple: PredicateFn = (_args, ctx) => {
  const node = ctx.node()
  if (Array.isArray(node)) return node.length > 1
  return isObject(node) && Object.keys(node).length > 1
}

/** A folder that shows an index of its pages. */
export const index: PredicateFn = (_args, ctx) => {
  const coll = collection(ctx)
  return (
    isTruthy(getPath(coll, 'folder')) && getPath(coll, 'folderBehavior') === FOLDER_BEHAVIOR_INDEX
  )
}

/** The item has map coordinates (0 is a real coordinate). */
export const location: PredicateFn = (_args, ctx) =>
  typeof field(ctx, 'location.mapLat') === 'number' &&
  typeof field(ctx, 'location.mapLng') === 'number'

export const mainImage: PredicateFn = (_args, ctx) => hasMainImage(ctx.node())

export const passthrough: PredicateFn = (_args, ctx) =>
  field(ctx, 'passthrough') === true && asText(field(ctx, 'sourceUrl')) !== ''

export const redirect: PredicateFn = (_args, ctx) =>
  field(ctx, 'folderBehavior') === FOLDER_BEHAVIOR_REDIRECT

export const serviceNameEmail: PredicateFn = (_args, ctx) => field(ctx, 'serviceName') === 'email'

export const showPastEvents: PredicateFn = (_args, ctx) =>
  field(ctx, 'showPastOrUpcomingEvents') === 'past'
