/** Visible texts of the content plugin (SPEC §5). */
export const contentStrings = {
  invalidSource: "Invalid source parameter. Pass in 'originalSize'",
  hueOutOfBounds: 'Hue out of bounds.',
  saturationOutOfBounds: 'Saturation out of bounds.',
  lightnessOutOfBounds: 'Lightness out of bounds.',
  alphaOutOfBounds: 'Alpha out of bounds.',
  missingHsl: 'Missing an H/S/L value.',
  light: 'light',
  dark: 'dark',
  colorNotFound: (position: string) => `"${position}" not found.`,
} as const
