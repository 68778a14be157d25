import { api } from './http.js'

export interface CartReminderSettings {
  /** Minutes after the checkout email; null: reminders off. */
  delayMinutes: number | null
  remindersSent: number
  cartsRecovered: number
}

/** Abandoned-cart reminders: the owner's delay and the counts (the server's `cart-recovery/`). */
export const cartRemindersApi = {
  get: () => api<CartReminderSettings>('GET', '/api/editor/store/cart-reminders'),
  save: (delayMinutes: number | null) =>
    api<{ delayMinutes: number | null }>('PUT', '/api/editor/store/cart-reminders', {
      delayMinutes,
    }),
}
