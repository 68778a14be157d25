import type { SiteBundle } from '@atelier/schema'
import { demoImageSvg, renderDemoImage } from '../demo/demo-images.js'
import { escapeHtml } from '../html/escape-html.js'
import type { StartingSite } from './starting-site.js'
import { startingImagePath } from './starting-sites.js'

/** Draws the starting site's pictures (SVG rasterised by sharp, nothing downloaded) into the bundle. */
export async function withStartingImages(
  site: StartingSite,
  bundle: SiteBundle,
): Promise<SiteBundle> {
  const pictures = new Map<string, Buffer>()
  for (const picture of site.images) {
    const path = startingImagePath(site.key, picture.id)
    pictures.set(path, await renderDemoImage({ ...picture, path }))
  }
  return {
    ...bundle,
    files: bundle.files.map((file) => {
      const data = pictures.get(file.path)
      return data === undefined
        ? file
        : { ...file, size: data.length, dataBase64: data.toString('base64') }
    }),
  }
}

/** One picture of the starting site as an SVG element placed in the preview. */
function placed(site: StartingSite, imageId: string, x: number, y: number, w: number, h: number) {
  const picture = site.images.find((candidate) => candidate.id === imageId)
  if (picture === undefined) return ''
  // Gradient ids made unique per slot: one document holds several pictures.
  const slot = `${Math.round(x)}-${Math.round(y)}`
  const svg = demoImageSvg({ ...picture, path: '' })
    .replaceAll('id="bg"', `id="bg-${slot}"`)
    .replaceAll('url(#bg)', `url(#bg-${slot})`)
    .replaceAll('id="light"', `id="light-${slot}"`)
    .replaceAll('url(#light)', `url(#light-${slot})`)
  // The picture keeps its own view box; the nested <svg> crops it to the slot, as object-fit: cover.
  return svg
    .replace('<svg ', `<svg x="${x}" y="${y}" preserveAspectRatio="xMidYMid slice" `)
    .replace(/ width="\d+" height="\d+"/, ` width="${w}" height="${h}"`)
}

/**
 * The picker's preview of a starting site: its home page in miniature (800 × 600), drawn from the
 * site's own colours, fonts, title, navigation labels and pictures.
 */
export function startingSitePreviewSvg(site: StartingSite, navigation: string[]): string {
  const { background, text, accent } = site.styles.colors
  const heading = `${escapeHtml(site.styles.fonts.heading)}, serif`
  const body = `${escapeHtml(site.styles.fonts.body)}, sans-serif`
  // The navigation right-aligned, each label about 8 px a letter and 24 px apart.
  const widths = navigation.map((label) => label.length * 8)
  let x = 760 - widths.reduce((sum, width) => sum + width + 24, -24)
  const nav = navigation
    .map((label, index) => {
      const at = x
      x += (widths[index] ?? 0) + 24
      return `<text x="${at}" y="42" font-family="${body}" font-size="14" fill="${text}">${escapeHtml(label)}</text>`
    })
    .join('')
  // The headline in lines that fit beside the hero picture.
  const lines: string[] = []
  for (const word of site.headline.split(' ')) {
    const last = lines.at(-1)
    if (last !== undefined && `${last} ${word}`.length <= 16)
      lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  const headline = lines
    .map(
      (line, index) =>
        `<text x="40" y="${136 + index * 38}" font-family="${heading}" font-size="32" font-weight="700" fill="${text}">${escapeHtml(line)}</text>`,
    )
    .join('')
  const cards = site.previewImageIds
    .map((id, index) => placed(site, id, 40 + index * 250, 400, 220, 170))
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
<rect width="800" height="600" fill="${background}"/>
<text x="40" y="44" font-family="${heading}" font-size="22" font-weight="700" fill="${text}">${escapeHtml(site.title)}</text>
${nav}
<rect x="40" y="66" width="720" height="1" fill="${text}" opacity="0.15"/>
${headline}
<rect x="40" y="210" width="280" height="10" rx="5" fill="${text}" opacity="0.25"/>
<rect x="40" y="232" width="240" height="10" rx="5" fill="${text}" opacity="0.25"/>
<rect x="40" y="262" width="150" height="40" rx="6" fill="${accent}"/>
${placed(site, site.heroImageId, 380, 96, 380, 270)}
${cards}
</svg>`
}
