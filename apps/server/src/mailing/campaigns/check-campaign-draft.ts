import { failure } from '../../errors/failure.js'
import type { Failure } from '../../errors/failure.js'
import type { MailingListProvider } from '../mailing-list-provider.js'
import { checkCampaignBlocks, campaignStrings } from './campaign-blocks.js'
import type { CampaignDraft } from './campaign-store.js'

/**
 * A draft as the owner sent it, checked: its blocks, and lists that are the site's own. Sending
 * (`forSending`) also needs a subject, a block and a list.
 */
export async function checkCampaignDraft(
  lists: MailingListProvider,
  websiteId: string,
  input: {
    subject: string
    blocks: readonly Record<string, unknown>[]
    listIds: readonly string[]
  },
  forSending: boolean,
): Promise<{ ok: true; value: CampaignDraft } | Failure<'invalid'>> {
  const blocks = checkCampaignBlocks(input.blocks)
  if (!blocks.ok) return failure('invalid', blocks.message ?? '')
  const listIds = [...new Set(input.listIds)]
  if (listIds.length > 0) {
    const known = new Set((await lists.lists(websiteId)).map((list) => list.id))
    const unknown = listIds.find((id) => !known.has(id))
    if (unknown !== undefined) {
      return failure('invalid', campaignStrings.unknownList.replace('{list}', unknown))
    }
  }
  const subject = input.subject.trim()
  if (forSending) {
    if (subject === '') return failure('invalid', campaignStrings.subjectEmpty)
    if (blocks.blocks.length === 0) return failure('invalid', campaignStrings.noBlocks)
    if (listIds.length === 0) return failure('invalid', campaignStrings.noLists)
  }
  return { ok: true, value: { subject, blocks: blocks.blocks, listIds } }
}
