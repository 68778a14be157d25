import type { FailureAlert } from './add-failure.js'
import { commerceStrings } from './strings.js'

/** Actions on the cart page that can fail. */
export type CartAction =
  'update-quantity' | 'remove-item' | 'update-form' | 'open-form' | 'add-item'

const titles: Readonly<Record<CartAction, string>> = {
  'update-quantity': commerceStrings.unableToUpdateQuantity,
  'remove-item': commerceStrings.unableToRemoveItem,
  'update-form': commerceStrings.unableToUpdateForm,
  'open-form': commerceStrings.unableToOpenForm,
  'add-item': commerceStrings.unableToAddItem,
}

/**
 * SPEC §8 cart strings: the title names the action; the message asks to check the connection
 * when the request never reached the server, else to try again.
 */
export function cartActionFailure(action: CartAction, offline = false): FailureAlert {
  return {
    title: titles[action],
    message: offline ? commerceStrings.checkInternetConnection : commerceStrings.pleaseTryAgain,
  }
}
