import type { VariablePath } from '../path.js'
import { getChild, getPath } from '../values.js'
import type { Frame } from './frame.js'

/** Finds a data name up the scope stack: the first frame whose node has it wins. */
export function lookupName(frame: Frame | null, name: string): unknown {
  for (let f = frame; f !== null; f = f.parent) {
    const value = getChild(f.node, name)
    if (value !== undefined) return value
    if (f.stop) break
  }
  return undefined
}

/** Finds a bound variable (`@name`) up the scope stack. */
export function lookupVar(frame: Frame | null, name: string): unknown {
  for (let f = frame; f !== null; f = f.parent) {
    if (f.vars !== null) {
      const value = f.vars.get(name)
      if (value !== undefined || f.vars.has(name)) return value
    }
    if (f.stop) break
  }
  return undefined
}

/** The index of the nearest repeated section, 1-based unless `zeroBased`. */
export function lookupIndex(frame: Frame | null, zeroBased: boolean): number | undefined {
  for (let f = frame; f !== null; f = f.parent) {
    if (f.index >= 0) return zeroBased ? f.index : f.index + 1
    if (f.stop) break
  }
  return undefined
}

export type Getter = (frame: Frame) => unknown

/**
 * A getter specialised for the shape of the path, resolved once at compile time. Variables
 * search the whole scope stack for the first name; sections (`local`) look only in the
 * current frame, as the reference engine does.
 */
export function makeGetter(path: VariablePath, local = false): Getter {
  const { head, tail } = path
  const headGetter = makeHeadGetter(head, local)
  if (tail.length === 0) return headGetter
  if (tail.length === 1) {
    const key = tail[0] as string | number
    return (f) => getChild(headGetter(f), key)
  }
  return (f) => getPath(headGetter(f), tail)
}

function makeHeadGetter(head: string, local: boolean): Getter {
  if (head === '@') return (f) => f.node
  if (local) {
    // Sections see only the current frame: its node and its own bound variables.
    if (head === '@index' || head === '@index0') return () => undefined
    if (head.charCodeAt(0) === 64) return (f) => f.vars?.get(head)
    return (f) => getChild(f.node, head)
  }
  if (head === '@index') return (f) => lookupIndex(f, false)
  if (head === '@index0') return (f) => lookupIndex(f, true)
  if (head.charCodeAt(0) === 64) return (f) => lookupVar(f, head)
  return (f) => lookupName(f, head)
}

/** Resolves a path against a frame without compiling it (plugins' `ctx.resolve`). */
export function resolvePath(frame: Frame, path: VariablePath): unknown {
  return makeGetter(path)(frame)
}
