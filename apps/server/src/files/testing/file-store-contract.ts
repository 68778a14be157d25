import { text } from 'node:stream/consumers'
import { expect, it } from 'vitest'
import type { FileStore } from '../file-store.js'

/**
 * What every file store does, whatever holds the bytes: run by `file-store.int.test.ts` against
 * the disk store and the S3 store. `store()` is called inside tests (after the suite's setup).
 */
export function fileStoreContract(store: () => FileStore): void {
  const unique = () =>
    `site-contract/${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`

  it('reads back what was put, byte for byte, and states its size and time', async () => {
    const path = `${unique()}/kiln.bin`
    const data = Buffer.from([0, 1, 2, 250, 255, 10, 13])
    const before = Date.now()
    await store().put(path, data)
    expect(await store().read(path)).toEqual(data)
    const stat = await store().stat(path)
    expect(stat?.size).toBe(data.length)
    // Some stores keep whole seconds.
    expect(stat?.modifiedMs).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 1000)
    expect(stat?.modifiedMs).toBeLessThanOrEqual(Date.now() + 1000)
  })

  it('replaces a file on a second put', async () => {
    const path = `${unique()}/notes.txt`
    await store().put(path, Buffer.from('first'))
    await store().put(path, Buffer.from('second, longer'))
    expect((await store().read(path))?.toString()).toBe('second, longer')
    expect((await store().stat(path))?.size).toBe(14)
  })

  it('streams a file', async () => {
    const path = `${unique()}/glaze.txt`
    const content = 'ash glaze '.repeat(20_000)
    await store().put(path, Buffer.from(content))
    expect(await text(store().openStream(path))).toBe(content)
  })

  it('answers undefined for a file that is not there, and a stream that fails', async () => {
    const path = `${unique()}/missing.png`
    expect(await store().read(path)).toBeUndefined()
    expect(await store().stat(path)).toBeUndefined()
    await expect(text(store().openStream(path))).rejects.toThrow()
  })

  it('removes a file, and removing a missing one is no error', async () => {
    const path = `${unique()}/gone.txt`
    await store().put(path, Buffer.from('bye'))
    await store().remove(path)
    expect(await store().read(path)).toBeUndefined()
    expect(await store().stat(path)).toBeUndefined()
    await store().remove(path)
  })

  it('refuses paths that would leave its root', async () => {
    for (const path of ['../escape.txt', '/etc/passwd', 'a/../../b', 'a\\b', 'a/./b', 'nul\0x']) {
      await expect(store().put(path, Buffer.from('x'))).rejects.toThrow('File not found')
      expect(await store().read(path)).toBeUndefined()
      expect(await store().stat(path)).toBeUndefined()
      await expect(store().remove(path)).rejects.toThrow('File not found')
    }
  })
}
