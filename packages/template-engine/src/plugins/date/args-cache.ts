import { BoundedCache } from './bounded-cache.js'

/**
 * Parsed formatter arguments. A compiled template passes the same argument array on every
 * render, so the array itself is the fast key; equal arrays from elsewhere share the parse.
 */
export class ArgsCache<V> {
  private readonly byArray = new WeakMap<readonly string[], V>()
  private readonly byText: BoundedCache<V>

  constructor(
    private readonly parse: (args: readonly string[]) => V,
    limit = 100,
  ) {
    this.byText = new BoundedCache<V>(limit)
  }

  get(args: readonly string[]): V {
    let value = this.byArray.get(args)
    if (value === undefined) {
      value = this.byText.get(args.join(' '), () => this.parse(args))
      this.byArray.set(args, value)
    }
    return value
  }
}
