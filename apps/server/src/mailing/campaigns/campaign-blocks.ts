/** What a campaign is made of: a few of the site's block kinds, in order. */
export type CampaignBlock =
  | { type: 'text'; text: string }
  | { type: 'image'; url: string; alt: string }
  | { type: 'button'; label: string; url: string }
  | { type: 'product'; productId: string }
  | { type: 'divider' }

export const campaignLimits = {
  maxBlocks: 50,
  maxText: 10_000,
  maxSubject: 200,
  maxLists: 20,
} as const

/** The JSON schema of one block, for the routes (the one statement of the input). */
export const campaignBlockSchema = {
  type: 'object',
  required: ['type'],
  properties: {
    type: { type: 'string', enum: ['text', 'image', 'button', 'product', 'divider'] },
    text: { type: 'string', maxLength: campaignLimits.maxText },
    url: { type: 'string', maxLength: 2000 },
    alt: { type: 'string', maxLength: 500 },
    label: { type: 'string', maxLength: 200 },
    productId: { type: 'string', maxLength: 200 },
  },
} as const

export const campaignStrings = {
  blockInvalid: 'Block {position}: {message}',
  textEmpty: 'a text block needs some text.',
  imageUrl: 'an image needs the address of a picture (https:// or a file of this site).',
  buttonLabel: 'a button needs a label.',
  buttonUrl: 'a button needs a link starting with https://, http:// or /.',
  productMissing: 'a product block needs a product.',
  noLists: 'Choose at least one mailing list.',
  subjectEmpty: 'A campaign needs a subject.',
  noBlocks: 'A campaign needs at least one block.',
  unknownList: 'The mailing list {list} does not exist.',
  notDraft: 'This campaign was already sent or is being sent.',
  unknownCampaign: 'This campaign does not exist.',
  scheduleInPast: 'Choose a time in the future.',
  noOwnerEmail: 'Your account has no email to send the test to.',
} as const

export interface BlocksCheck {
  ok: boolean
  message?: string
  blocks: CampaignBlock[]
}

const linkPattern = /^(https?:\/\/[^\s]+|\/[^\s]*)$/

/** The owner's blocks, checked and trimmed; the first fault is told with its position. */
export function checkCampaignBlocks(input: readonly Record<string, unknown>[]): BlocksCheck {
  const blocks: CampaignBlock[] = []
  const fail = (position: number, message: string): BlocksCheck => ({
    ok: false,
    message: campaignStrings.blockInvalid
      .replace('{position}', String(position))
      .replace('{message}', message),
    blocks,
  })
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
  for (const [index, raw] of input.entries()) {
    const position = index + 1
    switch (raw.type) {
      case 'text': {
        if (text(raw.text) === '') return fail(position, campaignStrings.textEmpty)
        blocks.push({ type: 'text', text: text(raw.text) })
        break
      }
      case 'image': {
        if (!linkPattern.test(text(raw.url))) return fail(position, campaignStrings.imageUrl)
        blocks.push({ type: 'image', url: text(raw.url), alt: text(raw.alt) })
        break
      }
      case 'button': {
        if (text(raw.label) === '') return fail(position, campaignStrings.buttonLabel)
        if (!linkPattern.test(text(raw.url))) return fail(position, campaignStrings.buttonUrl)
        blocks.push({ type: 'button', label: text(raw.label), url: text(raw.url) })
        break
      }
      case 'product': {
        if (text(raw.productId) === '') return fail(position, campaignStrings.productMissing)
        blocks.push({ type: 'product', productId: text(raw.productId) })
        break
      }
      default:
        blocks.push({ type: 'divider' })
    }
  }
  return { ok: true, blocks }
}
