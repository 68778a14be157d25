import { describe, expect, it } from 'vitest'
import { detectFileType, kindPromisedBy, opensInline } from './detect-file-type.js'

const bytes = (text: string) => Buffer.from(text, 'latin1')

describe('detectFileType', () => {
  it('knows documents, audio, video and archives by their bytes, whatever the name says', () => {
    expect(detectFileType(bytes('%PDF-1.7\n…'), 'notes.txt')?.mime).toBe('application/pdf')
    expect(detectFileType(bytes('ID3\x04\x00'), 'song')?.mime).toBe('audio/mpeg')
    expect(detectFileType(bytes('RIFF\x00\x00\x00\x00WAVEfmt '), 'a.wav')?.mime).toBe('audio/wav')
    expect(detectFileType(bytes('\x00\x00\x00\x18ftypisom'), 'clip.mp4')?.mime).toBe('video/mp4')
    expect(detectFileType(bytes('\x00\x00\x00\x14ftypqt  '), 'clip.mov')?.mime).toBe(
      'video/quicktime',
    )
    expect(detectFileType(bytes('\x1A\x45\xDF\xA3'), 'clip.webm')?.mime).toBe('video/webm')
    expect(detectFileType(bytes('PK\x03\x04 stuff'), 'photos.zip')).toEqual({
      mime: 'application/zip',
      extension: 'zip',
      kind: 'archive',
    })
  })

  it('tells an office document from a plain zip by its parts, not its name alone', () => {
    const docx = bytes('PK\x03\x04…[Content_Types].xml…word/document.xml')
    expect(detectFileType(docx, 'Price list.docx')?.mime).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    )
    expect(detectFileType(bytes('PK\x03\x04 no parts'), 'fake.docx')?.mime).toBe('application/zip')
    expect(detectFileType(bytes('\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1'), 'old.xls')?.mime).toBe(
      'application/vnd.ms-excel',
    )
  })

  it('takes text and CSV only when the bytes are UTF-8 text', () => {
    expect(detectFileType(Buffer.from('name,price\nMug,32\n'), 'prices.csv')?.mime).toBe('text/csv')
    expect(detectFileType(Buffer.from('hello'), 'notes.txt')?.mime).toBe('text/plain')
    expect(detectFileType(Buffer.from([0x4d, 0x5a, 0x00, 0x01]), 'notes.txt')).toBeUndefined()
    expect(detectFileType(Buffer.from('hello'), 'setup.exe')).toBeUndefined()
    expect(detectFileType(Buffer.from('just text'), 'brochure.pdf')).toBeUndefined()
  })

  it('names the kind a file promised, and which kinds open in the browser', () => {
    expect(kindPromisedBy('brochure.PDF')).toBe('document')
    expect(kindPromisedBy('setup.exe')).toBeUndefined()
    expect(opensInline('application/pdf')).toBe(true)
    expect(opensInline('text/csv')).toBe(false)
  })
})
