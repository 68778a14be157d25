import { FONT_CATEGORIES } from '@atelier/schema'
import type { FontCategory, FontEntry } from '@atelier/schema'

/** SPEC §2 font picker categories (shared with the editor). */
export { FONT_CATEGORIES }
export type { FontCategory }

/** A font of the picker (`FontEntry`, what the editor lists), with how the site gets it. */
export interface LocalFont extends FontEntry {
  /** The CSS font stack the theme receives, ending in a generic family. */
  stack: string
  /**
   * A web font shipped with Atelier (an `@fontsource/<package>` dependency, latin subset, woff2)
   * and served from our own origin under `/assets/fonts/`; system stacks have none.
   */
  webFont?: { package: string; weights: readonly (400 | 700)[] }
}

/**
 * Fonts a site may use without fetching anything from an outside font service: web fonts that
 * ship with Atelier (at least one per category), then stacks of fonts that ship with common
 * operating systems, each ending in a generic family.
 */
export const LOCAL_FONTS: readonly LocalFont[] = [
  {
    family: 'Inter',
    category: 'Sans Serif',
    stack: "'Inter', ui-sans-serif, system-ui, sans-serif",
    webFont: { package: 'inter', weights: [400, 700] },
  },
  {
    family: 'Lora',
    category: 'Serif',
    stack: "'Lora', Georgia, 'Times New Roman', serif",
    webFont: { package: 'lora', weights: [400, 700] },
  },
  {
    family: 'Playfair Display',
    category: 'Display',
    stack: "'Playfair Display', Didot, Georgia, serif",
    webFont: { package: 'playfair-display', weights: [400, 700] },
  },
  {
    family: 'Pacifico',
    category: 'Script',
    stack: "'Pacifico', 'Brush Script MT', cursive",
    webFont: { package: 'pacifico', weights: [400] },
  },
  {
    family: 'Roboto Slab',
    category: 'Slab Serif',
    stack: "'Roboto Slab', Rockwell, serif",
    webFont: { package: 'roboto-slab', weights: [400, 700] },
  },
  {
    family: 'JetBrains Mono',
    category: 'Mono',
    stack: "'JetBrains Mono', ui-monospace, Menlo, Consolas, monospace",
    webFont: { package: 'jetbrains-mono', weights: [400, 700] },
  },
  {
    family: 'Special Elite',
    category: 'Other',
    stack: "'Special Elite', 'Courier New', monospace",
    webFont: { package: 'special-elite', weights: [400] },
  },
  {
    family: 'System UI',
    category: 'Sans Serif',
    stack:
      "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  {
    family: 'Helvetica',
    category: 'Sans Serif',
    stack: "'Helvetica Neue', Helvetica, Arial, sans-serif",
  },
  { family: 'Verdana', category: 'Sans Serif', stack: 'Verdana, Geneva, Tahoma, sans-serif' },
  {
    family: 'Trebuchet',
    category: 'Sans Serif',
    stack: "'Trebuchet MS', 'Lucida Grande', sans-serif",
  },
  {
    family: 'Gill Sans',
    category: 'Sans Serif',
    stack: "'Gill Sans', 'Gill Sans MT', Calibri, sans-serif",
  },
  {
    family: 'Iowan Old Style',
    category: 'Serif',
    stack: "'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, 'Times New Roman', serif",
  },
  { family: 'Georgia', category: 'Serif', stack: "Georgia, 'Times New Roman', serif" },
  {
    family: 'Garamond',
    category: 'Serif',
    stack: "Garamond, Baskerville, 'Baskerville Old Face', 'Times New Roman', serif",
  },
  { family: 'Times', category: 'Serif', stack: "'Times New Roman', Times, serif" },
  { family: 'Didot', category: 'Display', stack: "Didot, 'Bodoni MT', 'Bodoni 72', serif" },
  {
    family: 'Impact',
    category: 'Display',
    stack: "Impact, Haettenschweiler, 'Arial Narrow Bold', sans-serif",
  },
  {
    family: 'Copperplate',
    category: 'Display',
    stack: "Copperplate, 'Copperplate Gothic Light', fantasy",
  },
  {
    family: 'Brush Script',
    category: 'Script',
    stack: "'Brush Script MT', 'Segoe Script', cursive",
  },
  {
    family: 'Snell Roundhand',
    category: 'Script',
    stack: "'Snell Roundhand', 'Apple Chancery', 'Segoe Script', cursive",
  },
  {
    family: 'Rockwell',
    category: 'Slab Serif',
    stack: "Rockwell, 'Rockwell Nova', 'Roboto Slab', 'DejaVu Serif', serif",
  },
  { family: 'Courier', category: 'Slab Serif', stack: "'Courier New', Courier, serif" },
  {
    family: 'System Mono',
    category: 'Mono',
    stack: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  {
    family: 'Comic',
    category: 'Other',
    stack: "'Comic Sans MS', 'Comic Neue', 'Chalkboard SE', cursive",
  },
]

export function findLocalFont(family: string): LocalFont | undefined {
  return LOCAL_FONTS.find((font) => font.family === family)
}
