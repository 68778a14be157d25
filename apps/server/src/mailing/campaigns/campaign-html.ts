import type { SiteStyles } from '@atelier/schema'
import { escapeHtml } from '../../html/escape-html.js'
import type { CampaignBlock } from './campaign-blocks.js'

/** A product as a campaign shows it, read before rendering. */
export interface CampaignProduct {
  title: string
  /** Site path of the product page. */
  path: string
  price: string
}

export interface CampaignRenderInput {
  subject: string
  blocks: readonly CampaignBlock[]
  styles: SiteStyles
  siteTitle: string
  /** The site's configured address: relative links and pictures point there. */
  baseUrl: string
  products: ReadonlyMap<string, CampaignProduct>
}

export interface RenderedCampaign {
  /** The HTML part for one recipient. */
  html(unsubscribeUrl: string): string
  text(unsubscribeUrl: string): string
}

const safeColour = (value: string | undefined, fallback: string) =>
  value !== undefined && /^#[0-9a-fA-F]{3,8}$/.test(value) ? value : fallback

const fontStack = (name: string | undefined) =>
  name === undefined || name === 'System UI' || !/^[\w ]+$/.test(name)
    ? 'system-ui, -apple-system, Segoe UI, Helvetica, Arial, sans-serif'
    : `'${name}', Georgia, serif`

/**
 * A campaign as mail: one column, at most 600 px wide, inline styles from the site's colours and
 * fonts (mail clients drop `<style>` and web fonts), and a plain-text part with every link.
 */
export function renderCampaign(input: CampaignRenderInput): RenderedCampaign {
  const paper = safeColour(input.styles.colors.background, '#ffffff')
  const ink = safeColour(input.styles.colors.text, '#1f1b16')
  const accent = safeColour(input.styles.colors.accent, '#b5532f')
  const body = fontStack(input.styles.fonts.body)
  const heading = fontStack(input.styles.fonts.heading)
  const absolute = (url: string) => (url.startsWith('/') ? `${input.baseUrl}${url}` : url)
  const button = (label: string, url: string) =>
    `<p style="margin:24px 0"><a href="${escapeHtml(absolute(url))}" style="display:inline-block;background:${accent};color:#ffffff;padding:12px 24px;border-radius:4px;text-decoration:none;font-weight:600">${escapeHtml(label)}</a></p>`

  const htmlParts: string[] = []
  const textParts: string[] = []
  for (const block of input.blocks) {
    switch (block.type) {
      case 'text':
        htmlParts.push(
          block.text
            .split(/\n{2,}/)
            .map(
              (paragraph) =>
                `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`,
            )
            .join(''),
        )
        textParts.push(block.text)
        break
      case 'image':
        htmlParts.push(
          `<p style="margin:0 0 16px"><img src="${escapeHtml(absolute(block.url))}" alt="${escapeHtml(block.alt)}" width="552" style="max-width:100%;height:auto;display:block;border:0"></p>`,
        )
        if (block.alt !== '') textParts.push(`[${block.alt}]`)
        break
      case 'button':
        htmlParts.push(button(block.label, block.url))
        textParts.push(`${block.label}: ${absolute(block.url)}`)
        break
      case 'product': {
        const product = input.products.get(block.productId)
        if (product === undefined) break
        htmlParts.push(
          `<div style="border:1px solid ${accent}33;border-radius:6px;padding:16px;margin:0 0 16px"><h2 style="margin:0 0 4px;font-family:${heading};font-size:20px">${escapeHtml(product.title)}</h2><p style="margin:0">${escapeHtml(product.price)}</p>${button('Shop now', product.path)}</div>`,
        )
        textParts.push(`${product.title} — ${product.price}\n${absolute(product.path)}`)
        break
      }
      default:
        htmlParts.push(`<hr style="border:0;border-top:1px solid ${ink}33;margin:24px 0">`)
        textParts.push('---')
    }
  }
  const content = htmlParts.join('\n')
  const title = escapeHtml(input.siteTitle)
  return {
    html: (unsubscribeUrl) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;padding:0;background:${paper};color:${ink};font-family:${body};font-size:16px">
<div style="max-width:600px;margin:0 auto;padding:24px">
<h1 style="font-family:${heading};font-size:28px;margin:0 0 24px"><a href="${escapeHtml(input.baseUrl)}/" style="color:${ink};text-decoration:none">${title}</a></h1>
${content}
<hr style="border:0;border-top:1px solid ${ink}33;margin:32px 0 16px">
<p style="font-size:13px;color:${ink}">You are receiving this because you subscribed to news from ${title}. <a href="${escapeHtml(unsubscribeUrl)}" style="color:${accent}">Unsubscribe</a></p>
</div></body></html>
`,
    text: (unsubscribeUrl) =>
      `${input.siteTitle}\n\n${textParts.join('\n\n')}\n\n--\nYou are receiving this because you subscribed to news from ${input.siteTitle}.\nUnsubscribe: ${unsubscribeUrl}\n`,
  }
}
