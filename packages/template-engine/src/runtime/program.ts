import type { RenderState } from './render-state.js'

/** A compiled piece of template: runs against the render state and appends to its output. */
export type Program = (state: RenderState) => void

export const noop: Program = () => {}

/** Joins programs into one, without a loop for the common short cases. */
export function sequence(programs: readonly Program[]): Program {
  switch (programs.length) {
    case 0:
      return noop
    case 1:
      return programs[0] as Program
    case 2: {
      const [a, b] = programs as [Program, Program]
      return (s) => {
        a(s)
        b(s)
      }
    }
    case 3: {
      const [a, b, c] = programs as [Program, Program, Program]
      return (s) => {
        a(s)
        b(s)
        c(s)
      }
    }
    default: {
      const list = programs.slice()
      const n = list.length
      return (s) => {
        for (let i = 0; i < n; i++) (list[i] as Program)(s)
      }
    }
  }
}
