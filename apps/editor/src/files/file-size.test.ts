import { describe, expect, it } from 'vitest'
import { fill, editorStrings } from '../strings.js'
import { formatFileSize, isSupportedImage } from './file-size.js'

describe('formatFileSize', () => {
  it('counts in 1024-based units from Bytes to YB', () => {
    expect(formatFileSize(512)).toBe('512 Bytes')
    expect(formatFileSize(1536)).toBe('1.5 KB')
    expect(formatFileSize(20 * 1024 * 1024)).toBe('20 MB')
    expect(formatFileSize(1024 ** 8 * 3)).toBe('3 YB')
  })

  it('fills the upload error texts of SPEC §5', () => {
    expect(
      fill(editorStrings.fileTooLarge, {
        fileName: 'big.jpg',
        maxSize: formatFileSize(20 * 1024 * 1024),
      }),
    ).toBe('The file big.jpg is too large. The maximum allowed file size is 20 MB.')
    expect(fill(editorStrings.unsupportedImage, { fileName: 'notes.txt' })).toBe(
      'The file notes.txt does not appear to be a supported image file.',
    )
  })

  it('knows image files by type or name', () => {
    expect(isSupportedImage({ type: 'image/png', name: 'a.png' })).toBe(true)
    expect(isSupportedImage({ type: '', name: 'photo.JPG' })).toBe(true)
    expect(isSupportedImage({ type: 'text/plain', name: 'notes.txt' })).toBe(false)
  })
})
