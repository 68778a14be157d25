import { isValidEmail } from '@atelier/schema'

export const notificationEmailInvalid =
  'Enter an email address, or leave it empty to send new-order mail to the site owner.'

/** Where new-order mail goes: empty (the first owner's email) or a valid address. */
export function isNotificationEmail(value: string): boolean {
  const address = value.trim()
  return address === '' || isValidEmail(address)
}
