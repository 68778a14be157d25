import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { detectFileType, isUnicodeText, kindPromisedBy, opensInline } from './detect-file-type.js'
import { sampleFile } from './testing/sample-file.js'

const mimeOf = async (data: Buffer, name: string) => (await detectFileType(data, name))?.mime

describe('detectFileType', () => {
  it('knows documents, audio, video and archives by their bytes, whatever the name says', async () => {
    expect(await mimeOf(sampleFile('brochure.pdf'), 'notes.txt')).toBe('application/pdf')
    expect(await detectFileType(sampleFile('song.mp3'), 'song')).toEqual({
      mime: 'audio/mpeg',
      extension: 'mp3',
      kind: 'audio',
    })
    expect(await mimeOf(sampleFile('tone.wav'), 'a.wav')).toBe('audio/wav')
    expect(await mimeOf(sampleFile('clip-header.mp4'), 'clip.mov')).toBe('video/mp4')
    expect(await detectFileType(sampleFile('photos.zip'), 'photos.docx')).toEqual({
      mime: 'application/zip',
      extension: 'zip',
      kind: 'archive',
    })
  })

  it('tells an office document from a plain zip by its parts, not its name', async () => {
    expect(await detectFileType(sampleFile('price-list.docx'), 'Price list.zip')).toEqual({
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      extension: 'docx',
      kind: 'document',
    })
    expect(await mimeOf(sampleFile('notes.odt'), 'notes.odt')).toBe(
      'application/vnd.oasis.opendocument.text',
    )
    // Word, Excel and PowerPoint before 2007 share one container: the name says which.
    const compoundFile = Buffer.concat([
      Buffer.from('d0cf11e0a1b11ae1', 'hex'),
      Buffer.alloc(16),
      Buffer.from('3e000300feff0900', 'hex'),
      Buffer.alloc(488),
    ])
    expect(await mimeOf(compoundFile, 'old.xls')).toBe('application/vnd.ms-excel')
    expect(await mimeOf(compoundFile, 'installer.msi')).toBeUndefined()
  })

  it('judges images by their bytes and refuses the HEIC photos it cannot serve', async () => {
    for (const format of ['png', 'jpeg', 'webp', 'gif', 'avif'] as const) {
      const image = await sharp({
        create: { width: 4, height: 3, channels: 3, background: '#c33' },
      })
        .toFormat(format)
        .toBuffer()
      expect((await detectFileType(image, 'picture.bin'))?.kind).toBe('image')
    }
    // A phone photo's first bytes were stored as an MP4 video.
    expect(await detectFileType(sampleFile('photo-header.heic'), 'IMG_0001.heic')).toBeUndefined()
    expect(kindPromisedBy('IMG_0001.HEIC')).toBe('image')
  })

  it('takes a UTF-16 CSV with its byte order mark as text, not as MPEG audio', async () => {
    for (const sample of ['prices-utf16le.csv', 'prices-utf16be.csv', 'prices-utf8-bom.csv']) {
      expect(await detectFileType(sampleFile(sample), 'prices.csv')).toEqual({
        mime: 'text/csv',
        extension: 'csv',
        kind: 'text',
      })
    }
    expect(await mimeOf(sampleFile('prices-utf16le.csv'), 'prices.txt')).toBe('text/plain')
    // Not text by name alone: the bytes must be text.
    expect(await detectFileType(sampleFile('prices-utf16le.csv'), 'prices.mp3')).toBeUndefined()
  })

  it('takes text and CSV only when the bytes are Unicode text', async () => {
    expect(await mimeOf(Buffer.from('name,price\nMug,32\n'), 'prices.csv')).toBe('text/csv')
    expect(await mimeOf(Buffer.from('Чайник\tτσαγιέρα\t茶壶\r\n'), 'notes.txt')).toBe('text/plain')
    expect(await mimeOf(Buffer.from('<?xml version="1.0"?><a/>'), 'notes.txt')).toBe('text/plain')
    expect(await detectFileType(Buffer.from([0x4d, 0x5a, 0x00, 0x01]), 'notes.txt')).toBeUndefined()
    expect(await detectFileType(sampleFile('notes-latin1.txt'), 'notes.txt')).toBeUndefined()
    expect(await detectFileType(Buffer.from('hello'), 'setup.exe')).toBeUndefined()
    expect(await detectFileType(Buffer.from('just text'), 'brochure.pdf')).toBeUndefined()
  })

  it('names the kind a file promised, and which kinds open in the browser', () => {
    expect(kindPromisedBy('brochure.PDF')).toBe('document')
    expect(kindPromisedBy('old.doc')).toBe('document')
    expect(kindPromisedBy('song.mp3')).toBe('audio')
    expect(kindPromisedBy('setup.exe')).toBeUndefined()
    expect(opensInline('application/pdf')).toBe(true)
    expect(opensInline('text/csv')).toBe(false)
  })
})

describe('isUnicodeText', () => {
  it('reads UTF-8, and UTF-16 only with its byte order mark', () => {
    const utf16 = Buffer.from('name,price\n', 'utf16le')
    expect(isUnicodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), utf16]))).toBe(true)
    expect(isUnicodeText(utf16)).toBe(false)
    expect(isUnicodeText(Buffer.from('a\u0000b'))).toBe(false)
    expect(isUnicodeText(Buffer.from('bell\u0007'))).toBe(false)
    expect(isUnicodeText(Buffer.from('tab\tform\fline\r\n'))).toBe(true)
    expect(isUnicodeText(Buffer.from([0xc3, 0x28]))).toBe(false)
    // A lone surrogate is not UTF-16 text.
    expect(isUnicodeText(Buffer.from([0xff, 0xfe, 0x00, 0xd8, 0x41, 0x00]))).toBe(false)
  })
})
