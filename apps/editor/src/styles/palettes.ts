/** A named set of the three colours the theme is built on. */
export interface Palette {
  readonly name: string
  readonly colors: { readonly background: string; readonly text: string; readonly accent: string }
}

/**
 * A few ready palettes for Site Styles, each readable (text on background well above 7:1, the
 * accent's derived text colour is computed by the server). The first is the theme's own.
 */
export const palettes: readonly Palette[] = [
  { name: 'Clay', colors: { background: '#fbf8f3', text: '#1f1b16', accent: '#b5532f' } },
  { name: 'Harbour', colors: { background: '#f5f8fa', text: '#14202b', accent: '#1f5f8b' } },
  { name: 'Moss', colors: { background: '#f6f7f1', text: '#1c2119', accent: '#4d6b2f' } },
  { name: 'Plum', colors: { background: '#faf6f8', text: '#221a20', accent: '#7a2e5c' } },
  { name: 'Cobalt', colors: { background: '#ffffff', text: '#111318', accent: '#2453d6' } },
]

/** Whether `colors` already are the palette's (any case of hex digits). */
export function usesPalette(colors: Readonly<Record<string, string>>, palette: Palette): boolean {
  return Object.entries(palette.colors).every(
    ([name, value]) => colors[name]?.toLowerCase() === value,
  )
}
