/** A small cache that forgets its oldest entry when full (SPEC §9: formatter cache 100). */
export class BoundedCache<V> {
  private readonly entries = new Map<string, V>()

  constructor(private readonly limit = 100) {}

  get(key: string, create: (key: string) => V): V {
    let value = this.entries.get(key)
    if (value === undefined) {
      if (this.entries.size >= this.limit) {
        this.entries.delete(this.entries.keys().next().value as string)
      }
      value = create(key)
      this.entries.set(key, value)
    }
    return value
  }
}
