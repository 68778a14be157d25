import { asText } from '../../values.js'

export interface Size {
  width: number
  height: number
}

const WIDTH_X_HEIGHT = /^\s*(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)\s*$/

/** Parse an `originalSize` value, WIDTHxHEIGHT; undefined when it is not one. */
export function parseOriginalSize(value: unknown): Size | undefined {
  const match = WIDTH_X_HEIGHT.exec(asText(value))
  if (match === null) return undefined
  return { width: Number(match[1]), height: Number(match[2]) }
}
