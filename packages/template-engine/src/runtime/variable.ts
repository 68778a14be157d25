import type { Variable } from '../plugin-api.js'

/** A value in a formatter chain. */
export class ChainVariable implements Variable {
  constructor(
    readonly name: string,
    public value: unknown,
  ) {}

  set(value: unknown): void {
    this.value = value
  }
}
