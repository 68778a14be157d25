import {
  BlockType,
  type Block,
  type BlockTypeName,
  type ChartBlockValue,
  type Item,
} from '@atelier/schema'
import { isCurrencyCode } from '@atelier/commerce'
import { siteMoneyText } from '../../money/product-money.js'
import { buildFormView } from './build-form-view.js'
import { buildGalleryView } from './build-gallery-view.js'
import { buildItemContext, type ItemContext } from './build-item-context.js'
import { collectionPath } from './content-paths.js'
import { escapeHtml } from '../../html/escape-html.js'
import { imageView } from './image-view.js'
import { markdownHtml } from './markdown-html.js'
import type { RenderEnv } from './render-env.js'
import { resolveImage } from './resolve-image.js'
import { richTextHtml } from '../../html/rich-text-html.js'

/** Widest the content column gets (CSS `--max` minus gutters), for picking image widths. */
export const CONTENT_WIDTH = 1100

/** One block as its theme partial reads it; `kind` selects the partial in `block.block`. */
export interface BlockView {
  id: string
  type: number
  typeName: string
  gridColumn: string
  kind: Record<string, true>
  [field: string]: unknown
}

const partialOf: Partial<Record<BlockTypeName, string>> = {
  'summary-v2': 'summary',
  'socialaccountlinks-v2': 'sociallinks',
}

function videoEmbedUrl(url: string): string | undefined {
  const youtube = /(?:youtube\.com\/watch\?v=|youtu\.be\/)([\w-]{6,})/.exec(url)
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube[1]}`
  const vimeo = /vimeo\.com\/(\d+)/.exec(url)
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}`
  return undefined
}

/** Pie charts draw the first series only (one circle shows one series); the table lists them all. */
function drawnSeries(variant: ChartBlockValue['variant'], series: string[]): string[] {
  return variant === 'pie' ? series.slice(0, 1) : series
}

function percentOf(value: number, max: number): number {
  return Math.max(0, Math.round((value / max) * 1000) / 10)
}

/** Chart view: every row with every series, grouped bars and one line per series. */
function chartView({ variant, dataset }: ChartBlockValue) {
  const drawn = drawnSeries(variant, dataset.series)
  const max = Math.max(1, ...dataset.rows.flatMap((row) => row.values.slice(0, drawn.length)))
  const last = Math.max(1, dataset.rows.length - 1)
  return {
    title: dataset.series.join(', '),
    variant,
    line: variant === 'line',
    labelHeading: 'Label',
    series: dataset.series.map((name, index) => ({ name, index })),
    legend: drawn.length > 1 ? drawn.map((name, index) => ({ name, index })) : undefined,
    rows: dataset.rows.map((row) => ({
      label: row.label,
      values: dataset.series.map((series, index) => ({ series, value: row.values[index] ?? 0 })),
      bars: drawn.map((series, index) => ({
        series,
        index,
        percent: percentOf(row.values[index] ?? 0, max),
      })),
    })),
    lines: drawn.map((series, index) => ({
      series,
      index,
      points: dataset.rows
        .map((row, at) => {
          const x = dataset.rows.length === 1 ? 50 : (at / last) * 100
          const y = 50 - (percentOf(row.values[index] ?? 0, max) / 100) * 50
          return `${Math.round(x * 10) / 10},${Math.round(y * 10) / 10}`
        })
        .join(' '),
    })),
  }
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1)
}

function visibleItemContext(env: RenderEnv, id: string, width: number): ItemContext | undefined {
  const item = env.visibleItems.find((candidate) => candidate.id === id)
  const collection = item && env.visibleCollections.get(item.collectionId)
  return item && collection
    ? buildItemContext(item, collection, env, { thumbnailWidth: width })
    : undefined
}

function fields(
  block: Block,
  env: RenderEnv,
  displayWidth: number,
  index: number,
  firstImage: boolean,
): Record<string, unknown> {
  const files = env.snapshot.files
  switch (block.type) {
    case 'html':
      return { html: richTextHtml(block.value.text) }
    case 'markdown':
      return { html: markdownHtml(block.value.markdown) }
    case 'image': {
      const source = resolveImage(block.value.image, files)
      if (!source) return {}
      return {
        image: {
          // The first image near the top is the page's likely largest paint: fetched first.
          ...imageView(source, {
            displayWidth,
            aboveFold: index < 2,
            priority: index < 2 && firstImage,
          }),
          caption: block.value.caption,
          ...(block.value.link ? { link: block.value.link } : {}),
          cover: block.value.variant === 'poster',
        },
      }
    }
    case 'gallery':
      return {
        gallery: buildGalleryView(
          block.id,
          'Gallery',
          block.value.images,
          block.value.settings,
          files,
          displayWidth,
        ),
      }
    case 'button':
      return {
        label: block.value.text,
        url: block.value.link,
        newWindow: block.value.newWindow,
        align: block.value.alignment,
        style: 'primary',
      }
    case 'spacer':
      return { height: block.value.height }
    case 'quote':
      return { text: block.value.text, source: block.value.source }
    case 'code':
      return { code: block.value.source, displaySource: block.value.display === 'code' }
    case 'embed':
      return { html: embedHtml(block.value) }
    case 'video': {
      const embedUrl = videoEmbedUrl(block.value.url)
      return {
        ...(embedUrl ? { embedUrl } : { src: block.value.url }),
        title: block.value.caption || 'Video',
        caption: block.value.caption,
      }
    }
    case 'audio':
      return { src: block.value.url, title: block.value.title || 'Audio' }
    case 'map': {
      const { location } = block.value
      const query = [location.addressLine1, location.addressLine2, location.addressCountry]
        .filter(Boolean)
        .join(', ')
      const mapUrl =
        location.mapLat !== undefined && location.mapLng !== undefined
          ? `https://www.openstreetmap.org/?mlat=${location.mapLat}&mlon=${location.mapLng}#map=${block.value.zoom}/${location.mapLat}/${location.mapLng}`
          : `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`
      return { location: { ...location, mapUrl } }
    }
    case 'form': {
      const form = env.snapshot.forms.find((candidate) => candidate.id === block.value.formId)
      return form ? { form: buildFormView(form) } : {}
    }
    case 'newsletter':
      return {
        title: block.value.title,
        description: block.value.description,
        buttonLabel: block.value.buttonLabel,
        listId: block.value.listId,
      }
    case 'product': {
      const product = visibleItemContext(env, block.value.productId, Math.min(displayWidth, 500))
      return product ? { product: { ...product, showAddToCart: false } } : {}
    }
    case 'summary':
    case 'summary-v2': {
      const collection = env.visibleCollections.get(block.value.collectionId)
      if (!collection) return {}
      const itemWidth = Math.min(400, displayWidth / 3)
      const items = env.visibleItems
        .filter((item) => item.collectionId === collection.id)
        .slice(0, block.value.count)
        .map((item) => buildItemContext(item, collection, env, { thumbnailWidth: itemWidth }))
      return {
        heading: collection.title,
        design: block.value.variant,
        items,
        moreUrl: collectionPath(collection),
        moreLabel:
          collection.kind === 'store' ? 'Shop all' : `More from ${collection.navigationTitle}`,
      }
    }
    case 'sociallinks':
      return {
        links: env.snapshot.website.socialAccounts.map((account) => ({
          service: capitalise(account.service),
          url: account.url,
          initial: account.service.charAt(0).toUpperCase(),
        })),
      }
    case 'search':
      return { placeholder: block.value.placeholder }
    case 'accordion':
      return {
        items: block.value.items.map((item) => ({
          title: item.title,
          body: richTextHtml(item.body),
        })),
      }
    case 'menu':
      return {
        sections: block.value.sections.map((section) => ({
          title: section.name,
          items: section.items,
        })),
      }
    case 'chart':
      return { chart: chartView(block.value) }
    case 'donation': {
      // A plain form to the donate page (203): it works before and without the runtime.
      const money = siteMoneyText(env.snapshot.website)
      const currency = isCurrencyCode(env.currency) ? env.currency : 'USD'
      return {
        donation: {
          title: block.value.title,
          description: block.value.description,
          blockId: block.id,
          amounts: block.value.suggestedAmountsCents.map((cents, index) => ({
            cents,
            text: money(cents, currency),
            checked: index === 0,
          })),
          allowCustomAmount: block.value.allowCustomAmount,
          buttonLabel: block.value.buttonLabel,
        },
      }
    }
    default:
      return {}
  }
}

/** The blocks of a layout in reading order (row, then column), ready for `block.block`. */
export function buildBlockViews(blocks: readonly Block[], env: RenderEnv): BlockView[] {
  const ordered = [...blocks].sort(
    (a, b) => a.position.row - b.position.row || a.position.col - b.position.col,
  )
  const firstImage = ordered.findIndex((block) => block.type === 'image')
  return ordered.map((block, index) => {
    const displayWidth = Math.round((CONTENT_WIDTH * block.position.span) / 12)
    return {
      id: block.id,
      type: BlockType[block.type],
      typeName: block.type,
      gridColumn: `${block.position.col + 1} / span ${block.position.span}`,
      kind: { [partialOf[block.type] ?? block.type]: true },
      ...fields(block, env, displayWidth, index, index === firstImage),
    }
  })
}

/** The body blocks of an item page. */
export function itemBlockViews(item: Item, env: RenderEnv): BlockView[] {
  return item.body ? buildBlockViews(item.body.blocks, env) : []
}

/**
 * An embed's URL or owner-written HTML, always in a frame. Widget HTML often needs its scripts, so
 * it runs in a sandbox without `allow-same-origin`: it cannot read the site's cookies, the crumb or
 * the cart, whatever the pasted code does.
 */
function embedHtml(value: { url?: string; html?: string }): string {
  if (value.html !== undefined) {
    return `<iframe class="embed-block__frame" sandbox="allow-scripts allow-popups allow-forms" srcdoc="${escapeHtml(value.html)}" loading="lazy" title="Embedded content"></iframe>`
  }
  return `<iframe src="${escapeHtml(value.url ?? '')}" loading="lazy" title="Embedded content"></iframe>`
}
