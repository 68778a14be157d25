import { fillTemplate } from '@atelier/commerce'
import { render } from 'preact'
import { accountHomeApi, type BookAddress } from '../account-home/account-home-api.js'
import { accountHomeStrings as strings } from '../account-home/account-home-strings.js'
import { AddressBook } from '../account-home/address-book.js'
import { ProfileForm } from '../account-home/profile-form.js'
import { PaymentMethods, type RenewingSubscription } from '../account-home/payment-methods.js'
import { mountIslands } from '../islands/mount-islands.js'

function parse<T>(text: string | undefined, fallback: T): T {
  try {
    return text === undefined ? fallback : (JSON.parse(text) as T)
  } catch {
    return fallback
  }
}

/**
 * /account: the server prints the orders and the rest; this makes the address book and the name
 * editable and the "Buy again" buttons fill the cart (then opens it).
 */
export function mountAccountHome(root: HTMLElement): void {
  const book = root.querySelector<HTMLElement>('.account-addresses__app')
  if (book) {
    const addresses = parse<BookAddress[]>(book.dataset.addresses, [])
    book.textContent = ''
    render(<AddressBook initial={addresses} />, book)
  }
  const profile = root.querySelector<HTMLElement>('.account-profile__app')
  if (profile) {
    const name = parse(profile.dataset.profile, { firstName: '', lastName: '' })
    profile.textContent = ''
    render(<ProfileForm {...name} />, profile)
  }
  const cards = root.querySelector<HTMLElement>('.account-payment-methods__app')
  if (cards) {
    const subscriptions = parse<RenewingSubscription[]>(cards.dataset.subscriptions, [])
    cards.textContent = ''
    render(
      <PaymentMethods subscriptions={subscriptions} stripeJsUrl={cards.dataset.stripeJs} />,
      cards,
    )
  }
  const message = root.querySelector<HTMLElement>('.account-orders__message')
  root.addEventListener('click', (event) => void buyAgain(event))
  async function buyAgain(event: Event) {
    const button = (event.target as Element).closest<HTMLButtonElement>('[data-buy-again]')
    if (!button || button.disabled) return
    button.disabled = true
    if (message) message.textContent = strings.addingToCart
    const answer = await accountHomeApi.buyAgain(button.dataset.buyAgain ?? '')
    button.disabled = false
    if (!answer.ok) {
      if (message)
        message.textContent = answer.failure.kind === 'server' ? (answer.failure.message ?? '') : ''
      return
    }
    const skipped = answer.data.skipped.map((line) => line.title)
    if (skipped.length === 0 || !message) {
      window.location.assign('/cart')
      return
    }
    // Some lines were left out: say which, and let the shopper open the cart themselves.
    message.textContent = `${fillTemplate(strings.someUnavailable, { titles: skipped.join(', ') })} `
    const link = document.createElement('a')
    link.href = '/cart'
    link.textContent = strings.viewCart
    message.append(link)
  }
}

mountIslands('account-home', mountAccountHome)
