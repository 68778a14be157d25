import { randomInt } from 'node:crypto'
import {
  GIFT_CARD_ALPHABET,
  GIFT_CARD_CODE_LENGTH,
  giftCardCheckCharacter,
} from '@atelier/commerce'

/** A random gift card code: 15 random characters and the check character. */
export function newGiftCardCode(): string {
  let payload = ''
  for (let i = 0; i < GIFT_CARD_CODE_LENGTH - 1; i++) {
    payload += GIFT_CARD_ALPHABET[randomInt(GIFT_CARD_ALPHABET.length)]
  }
  return payload + giftCardCheckCharacter(payload)
}
