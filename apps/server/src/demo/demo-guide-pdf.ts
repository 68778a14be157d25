/** The demo's digital product file: where it sits in the bundle and its id. */
export const DEMO_GUIDE_FILE = {
  id: 'file-home-brewing-guide',
  path: 'demo/home-brewing-guide.pdf',
  mime: 'application/pdf',
} as const

const lines = [
  'The Home Brewing Guide',
  'Loam & Ember',
  '',
  'Pour-over: 15 g coffee, 250 g water at 94 C, three minutes.',
  'French press: 30 g coarse coffee, 500 g water, four minutes.',
  'Moka pot: fill the basket level, start with hot water.',
]

/** PDF text strings escape their delimiters and the escape character itself. */
function pdfText(text: string): string {
  return text.replace(/[\\()]/g, (char) => `\\${char}`)
}

/**
 * A one-page PDF of the brewing guide, written by hand (no PDF library): each object's byte
 * offset goes into the cross-reference table, so readers open it without repairing it.
 */
export function demoGuidePdf(): Buffer {
  const content = [
    'BT',
    '/F1 22 Tf',
    '72 740 Td',
    '28 TL',
    ...lines.flatMap((line, index) => [
      ...(index === 1 ? ['/F1 12 Tf', '18 TL'] : []),
      `(${pdfText(line)}) Tj`,
      'T*',
    ]),
    'ET',
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R ' +
      '/Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xrefAt = Buffer.byteLength(body, 'latin1')
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`)
  body +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries.join('')}` +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
