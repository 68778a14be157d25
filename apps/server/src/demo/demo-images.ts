import sharp from 'sharp'
import { escapeHtml } from '../html/escape-html.js'

export type Motif =
  | 'mug'
  | 'vase'
  | 'bowl'
  | 'plate'
  | 'bag'
  | 'card'
  | 'pourover'
  | 'studio'
  | 'beans'
  | 'hills'
  | 'hands'

/** One generated picture of the demo site: drawn as SVG, rasterised locally, never downloaded. */
export interface DemoImageSpec {
  id: string
  path: string
  width: number
  height: number
  alt: string
  motif: Motif
  /** Background from, background to, object colour, accent. */
  palette: [string, string, string, string]
  label?: string
}

function motifSvg(spec: DemoImageSpec): string {
  const [, , body, accent] = spec.palette
  const w = spec.width
  const h = spec.height
  const cx = w / 2
  const ground = h * 0.78
  const s = Math.min(w, h) / 1000
  const shadow = `<ellipse cx="${cx}" cy="${ground}" rx="${300 * s}" ry="${38 * s}" fill="#000" opacity="0.12"/>`
  switch (spec.motif) {
    case 'mug':
      return `${shadow}<rect x="${cx - 190 * s}" y="${ground - 420 * s}" width="${380 * s}" height="${420 * s}" rx="${40 * s}" fill="${body}"/>
<path d="M ${cx + 185 * s} ${ground - 330 * s} c ${130 * s} 0 ${130 * s} ${230 * s} 0 ${230 * s}" stroke="${body}" stroke-width="${44 * s}" fill="none"/>
<rect x="${cx - 190 * s}" y="${ground - 420 * s}" width="${380 * s}" height="${70 * s}" rx="${30 * s}" fill="${accent}" opacity="0.85"/>
<circle cx="${cx - 60 * s}" cy="${ground - 200 * s}" r="${9 * s}" fill="${accent}" opacity="0.6"/><circle cx="${cx + 40 * s}" cy="${ground - 150 * s}" r="${7 * s}" fill="${accent}" opacity="0.6"/><circle cx="${cx - 10 * s}" cy="${ground - 260 * s}" r="${6 * s}" fill="${accent}" opacity="0.6"/>`
    case 'vase':
      return `${shadow}<path d="M ${cx - 70 * s} ${ground - 620 * s} h ${140 * s} c 0 ${120 * s} ${-40 * s} ${140 * s} ${40 * s} ${260 * s} c ${140 * s} ${100 * s} ${110 * s} ${300 * s} ${10 * s} ${360 * s} h ${-240 * s} c ${-100 * s} ${-60 * s} ${-130 * s} ${-260 * s} ${10 * s} ${-360 * s} c ${80 * s} ${-120 * s} ${40 * s} ${-140 * s} ${40 * s} ${-260 * s} z" fill="${body}"/>
<path d="M ${cx - 175 * s} ${ground - 240 * s} q ${175 * s} ${60 * s} ${350 * s} 0" stroke="${accent}" stroke-width="${14 * s}" fill="none" opacity="0.8"/>`
    case 'bowl':
      return `${shadow}<path d="M ${cx - 330 * s} ${ground - 260 * s} h ${660 * s} c 0 ${160 * s} ${-140 * s} ${260 * s} ${-330 * s} ${260 * s} s ${-330 * s} ${-100 * s} ${-330 * s} ${-260 * s} z" fill="${body}"/>
<ellipse cx="${cx}" cy="${ground - 260 * s}" rx="${330 * s}" ry="${50 * s}" fill="${accent}"/>`
    case 'plate':
      return `<circle cx="${cx}" cy="${h / 2}" r="${360 * s}" fill="${body}"/><circle cx="${cx}" cy="${h / 2}" r="${250 * s}" fill="${accent}" opacity="0.55"/><circle cx="${cx}" cy="${h / 2}" r="${360 * s}" fill="none" stroke="#000" stroke-opacity="0.08" stroke-width="${10 * s}"/>`
    case 'bag':
      return `${shadow}<path d="M ${cx - 230 * s} ${ground} l ${30 * s} ${-560 * s} h ${400 * s} l ${30 * s} ${560 * s} z" fill="${body}"/>
<path d="M ${cx - 200 * s} ${ground - 560 * s} l ${20 * s} ${-40 * s} h ${360 * s} l ${20 * s} ${40 * s} z" fill="${body}" opacity="0.8"/>
<rect x="${cx - 130 * s}" y="${ground - 400 * s}" width="${260 * s}" height="${200 * s}" rx="${12 * s}" fill="${accent}"/>
<circle cx="${cx}" cy="${ground - 300 * s}" r="${46 * s}" fill="none" stroke="${body}" stroke-width="${10 * s}"/>`
    case 'card':
      return `<rect x="${cx - 380 * s}" y="${h / 2 - 240 * s}" width="${760 * s}" height="${480 * s}" rx="${36 * s}" fill="${body}"/>
<rect x="${cx - 380 * s}" y="${h / 2 - 240 * s}" width="${760 * s}" height="${480 * s}" rx="${36 * s}" fill="none" stroke="${accent}" stroke-width="${8 * s}"/>
<circle cx="${cx + 250 * s}" cy="${h / 2 + 130 * s}" r="${60 * s}" fill="${accent}"/>
<text x="${cx - 320 * s}" y="${h / 2 - 130 * s}" font-family="sans-serif" font-size="${54 * s}" font-weight="700" fill="${accent}">${escapeHtml(spec.label ?? '')}</text>`
    case 'pourover':
      return `${shadow}<rect x="${cx - 150 * s}" y="${ground - 300 * s}" width="${300 * s}" height="${300 * s}" rx="${30 * s}" fill="${accent}" opacity="0.9"/>
<path d="M ${cx - 230 * s} ${ground - 560 * s} h ${460 * s} l ${-150 * s} ${240 * s} h ${-160 * s} z" fill="${body}"/>
<rect x="${cx - 90 * s}" y="${ground - 330 * s}" width="${180 * s}" height="${30 * s}" fill="${body}"/>`
    case 'beans':
      return Array.from({ length: 24 }, (_, i) => {
        const x = ((i * 379) % 900) * s + (w - 900 * s) / 2 + 50 * s
        const y = ((i * 211) % 700) * s + (h - 700 * s) / 2
        const r = (i * 47) % 180
        return `<g transform="translate(${x} ${y}) rotate(${r})"><ellipse rx="${52 * s}" ry="${36 * s}" fill="${body}"/><path d="M ${-40 * s} 0 q ${40 * s} ${-16 * s} ${80 * s} 0" stroke="${accent}" stroke-width="${6 * s}" fill="none"/></g>`
      }).join('')
    case 'studio':
      return `<rect x="0" y="${ground}" width="${w}" height="${h - ground}" fill="${body}" opacity="0.35"/>
<rect x="${w * 0.1}" y="${h * 0.18}" width="${w * 0.22}" height="${h * 0.4}" fill="#fff" opacity="0.35"/>
<rect x="${w * 0.5}" y="${h * 0.3}" width="${w * 0.4}" height="${h * 0.04}" fill="${body}"/>
<rect x="${w * 0.54}" y="${h * 0.2}" width="${w * 0.06}" height="${h * 0.1}" rx="${8 * s}" fill="${accent}"/>
<rect x="${w * 0.64}" y="${h * 0.16}" width="${w * 0.05}" height="${h * 0.14}" rx="${16 * s}" fill="${body}"/>
<rect x="${w * 0.74}" y="${h * 0.22}" width="${w * 0.09}" height="${h * 0.08}" rx="${20 * s}" fill="${accent}" opacity="0.7"/>
<ellipse cx="${w * 0.3}" cy="${ground - 10 * s}" rx="${180 * s}" ry="${40 * s}" fill="${accent}"/>
<rect x="${w * 0.3 - 30 * s}" y="${ground - 10 * s}" width="${60 * s}" height="${h - ground}" fill="${accent}" opacity="0.8"/>`
    case 'hills':
      return `<path d="M 0 ${h * 0.7} C ${w * 0.25} ${h * 0.5} ${w * 0.45} ${h * 0.8} ${w * 0.7} ${h * 0.6} S ${w} ${h * 0.55} ${w} ${h * 0.55} V ${h} H 0 Z" fill="${body}"/>
<path d="M 0 ${h * 0.82} C ${w * 0.3} ${h * 0.7} ${w * 0.6} ${h * 0.95} ${w} ${h * 0.78} V ${h} H 0 Z" fill="${accent}" opacity="0.85"/>
<circle cx="${w * 0.78}" cy="${h * 0.28}" r="${90 * s}" fill="#fff" opacity="0.7"/>`
    case 'hands':
      return `<circle cx="${cx}" cy="${h * 0.55}" r="${250 * s}" fill="${body}" opacity="0.9"/>
<ellipse cx="${cx}" cy="${h * 0.55 - 40 * s}" rx="${140 * s}" ry="${120 * s}" fill="${accent}"/>
<path d="M ${cx - 320 * s} ${h * 0.9} q ${60 * s} ${-260 * s} ${200 * s} ${-300 * s}" stroke="${accent}" stroke-width="${80 * s}" stroke-linecap="round" fill="none" opacity="0.75"/>
<path d="M ${cx + 320 * s} ${h * 0.9} q ${-60 * s} ${-260 * s} ${-200 * s} ${-300 * s}" stroke="${accent}" stroke-width="${80 * s}" stroke-linecap="round" fill="none" opacity="0.75"/>`
  }
}

/** The picture as SVG: a soft gradient, a little grain of light, and the motif. */
export function demoImageSvg(spec: DemoImageSpec): string {
  const [from, to] = spec.palette
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.width}" height="${spec.height}" viewBox="0 0 ${spec.width} ${spec.height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="light" cx="0.3" cy="0.2" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="100%" height="100%" fill="url(#bg)"/><rect width="100%" height="100%" fill="url(#light)"/>
${motifSvg(spec)}
</svg>`
}

/** Rasterises one demo image to JPEG with sharp (all local: no network, no fonts downloaded). */
export async function renderDemoImage(spec: DemoImageSpec): Promise<Buffer> {
  return sharp(Buffer.from(demoImageSvg(spec)))
    .jpeg({ quality: 82 })
    .toBuffer()
}
