/** A small least-recently-used map; entries may also carry an expiry (a scheduled publish time). */
export class RenderCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number | undefined }>()

  constructor(private readonly capacity: number) {}

  get(key: string, now: number): V | undefined {
    const entry = this.entries.get(key)
    if (entry === undefined) return undefined
    if (entry.expiresAt !== undefined && now >= entry.expiresAt) {
      this.entries.delete(key)
      return undefined
    }
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.value
  }

  set(key: string, value: V, expiresAt?: number): void {
    this.entries.delete(key)
    if (this.entries.size >= this.capacity) {
      const oldest = this.entries.keys().next()
      if (!oldest.done) this.entries.delete(oldest.value)
    }
    this.entries.set(key, { value, expiresAt })
  }

  clear(): void {
    this.entries.clear()
  }

  get size(): number {
    return this.entries.size
  }
}
