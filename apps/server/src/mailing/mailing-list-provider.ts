import type { Page } from '../http/page-cursor.js'

/** `bounced`: the address refused our mail; it is mailed no more until the owner changes it. */
export type SubscriberStatus = 'pending' | 'subscribed' | 'unsubscribed' | 'bounced'

export interface Subscriber {
  id: string
  email: string
  firstName: string
  lastName: string
  status: SubscriberStatus
  createdAt: string
  updatedAt: string
}

export interface MailingList {
  id: string
  name: string
  doubleOptIn: boolean
  subscriberCount: number
}

export type SubscribeOutcome =
  | { ok: true; subscriberId: string; status: 'pending' | 'subscribed' }
  /** The list is none of the site's: visitors join only lists that exist (or the default one). */
  | { ok: false; code: 'unknown-list' }

export interface SubscribeInput {
  websiteId: string
  listId: string
  email: string
  firstName: string
  lastName: string
  now: Date
}

/**
 * Where a site's mailing lists live. Atelier keeps them itself (`createStoredMailingLists`); an
 * outside mailing service would implement the same calls. A `pending` answer means the visitor
 * must confirm by mail first (double opt-in), and the caller sends that mail.
 */
export interface MailingListProvider {
  subscribe(input: SubscribeInput): Promise<SubscribeOutcome>
  /** pending → subscribed; false when the subscriber is unknown or already left the list. */
  confirm(websiteId: string, subscriberId: string, now: Date): Promise<boolean>
  unsubscribe(websiteId: string, subscriberId: string, now: Date): Promise<boolean>
  lists(websiteId: string): Promise<MailingList[]>
  saveList(
    websiteId: string,
    list: { id: string; name: string; doubleOptIn: boolean },
    now: Date,
  ): Promise<void>
  /**
   * Removes the list and its subscribers; false when the site has no such list. Blocks and forms
   * connected to it are disconnected (their sign-ups join the default list, as unconnected ones do).
   */
  deleteList(websiteId: string, listId: string, now?: Date): Promise<boolean>
  subscribers(
    websiteId: string,
    listId: string,
    page: { cursor?: string | undefined; pageSize: number; search?: string | undefined },
  ): Promise<Page<Subscriber>>
  /**
   * The owner adds people to a list of the site (one by one or from a CSV). An address already on
   * the list is left as it is and counted in `existing`; `unknown-list` when there is no such list.
   */
  addSubscribers(
    websiteId: string,
    listId: string,
    people: readonly NewSubscriber[],
    now: Date,
  ): Promise<
    { ok: true; added: Subscriber[]; existing: number } | { ok: false; code: 'unknown-list' }
  >
  removeSubscriber(websiteId: string, listId: string, subscriberId: string): Promise<boolean>
}

export interface NewSubscriber {
  email: string
  firstName: string
  lastName: string
  status: SubscriberStatus
}
