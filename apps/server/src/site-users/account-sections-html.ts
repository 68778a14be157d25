import { fillTemplate } from '@atelier/commerce'
import { siteDate } from '../checkout/order-presentation.js'
import { escapeHtml } from '../html/escape-html.js'
import type { AccountMembership } from './account-memberships.js'
import type { AccountNewsletter } from './account-newsletters.js'
import { accountSectionStrings as strings } from './account-sections-strings.js'

const e = escapeHtml

export interface AccountSectionsModel {
  memberships: AccountMembership[]
  newsletters: AccountNewsletter[]
  locale: string
  timeZone: string
  /** The crumb the sections' forms post with (they work without scripts). */
  crumb: string
}

export const membershipCancelPath = (id: string) =>
  `/api/site-users/account/memberships/${encodeURIComponent(id)}/cancel`
export const newsletterPath = (listId: string, action: 'subscribe' | 'unsubscribe') =>
  `/api/site-users/account/newsletters/${encodeURIComponent(listId)}/${action}`

function section(id: string, title: string, body: string): string {
  return (
    `<section class="account-card account-${id}" aria-labelledby="account-${id}-title">` +
    `<h2 class="account-card__title" id="account-${id}-title">${e(title)}</h2>${body}</section>`
  )
}

function membershipHtml(membership: AccountMembership, model: AccountSectionsModel): string {
  const date = (at: string | number) =>
    siteDate(new Date(at).toISOString(), model.locale, model.timeZone)
  const { standing } = membership
  const badge = {
    active: ['active', strings.active],
    ending: ['cancelled', strings.ending],
    'past-due': ['past-due', strings.pastDue],
    ended: ['ended', strings.ended],
  }[standing.kind]
  const meta = [
    membership.planText,
    fillTemplate(strings.joinedOn, { date: date(membership.joinedAt) }),
  ]
  if (standing.kind === 'active' && standing.renewsAt !== null) {
    meta.push(fillTemplate(strings.renewsOn, { date: date(standing.renewsAt) }))
  }
  if (standing.kind === 'ending') {
    meta.push(fillTemplate(strings.accessUntil, { date: date(standing.accessUntil) }))
  }
  const cancellable = 'cancellable' in standing && standing.cancellable
  return (
    `<li class="account-card__item account-membership" data-membership-id="${e(membership.id)}">` +
    `<div class="account-card__row"><strong>${e(membership.areaName)}</strong>` +
    `<span class="account-badge account-badge--${badge[0]}">${e(badge[1])}</span></div>` +
    meta.map((line) => `<p class="account-card__meta">${e(line)}</p>`).join('') +
    (standing.kind === 'past-due'
      ? `<p class="account-card__meta account-membership__hint">${e(strings.pastDueHint)}</p>`
      : '') +
    (membership.contentPath === null
      ? ''
      : `<a class="account-link" href="${e(membership.contentPath)}">${e(fillTemplate(strings.openArea, { area: membership.areaName }))}</a>`) +
    (cancellable
      ? `<details class="order-subscription-cancel account-membership__cancel">` +
        `<summary>${strings.cancelMembership}</summary>` +
        `<p>${e(strings.cancelMembershipQuestion)}</p>` +
        `<form method="post" action="${e(membershipCancelPath(membership.id))}">` +
        `<input type="hidden" name="crumb" value="${e(model.crumb)}">` +
        `<button type="submit">${strings.confirmCancelMembership}</button></form></details>`
      : '') +
    `</li>`
  )
}

/** Memberships: each area with its plan, where it stands, the way in, and cancel when paid. */
export function membershipsHtml(model: AccountSectionsModel): string {
  if (model.memberships.length === 0) return ''
  return section(
    'memberships',
    strings.memberships,
    `<ul class="account-card__list">${model.memberships.map((m) => membershipHtml(m, model)).join('')}</ul>`,
  )
}

function newsletterHtml(list: AccountNewsletter, crumb: string): string {
  const on = list.standing === 'subscribed' || list.standing === 'pending'
  const badge =
    list.standing === 'subscribed'
      ? ['active', strings.subscribed]
      : list.standing === 'pending'
        ? ['pending', strings.pending]
        : ['ended', strings.notSubscribed]
  const action = on ? 'unsubscribe' : 'subscribe'
  const label = on ? strings.unsubscribe : strings.subscribe
  return (
    `<li class="account-card__item account-newsletter" data-list-id="${e(list.listId)}">` +
    `<div class="account-card__row"><strong>${e(list.name)}</strong>` +
    `<span class="account-badge account-badge--${badge[0]}">${e(badge[1])}</span></div>` +
    (list.standing === 'pending'
      ? `<p class="account-card__meta">${e(strings.pendingHint)}</p>`
      : '') +
    `<form class="account-newsletter__form" method="post" action="${e(newsletterPath(list.listId, action))}">` +
    `<input type="hidden" name="crumb" value="${e(crumb)}">` +
    `<button type="submit" class="button button--${on ? 'secondary' : 'primary'} button--small"` +
    ` aria-label="${e(`${label}, ${list.name}`)}">${label}</button></form></li>`
  )
}

/** Newsletter preferences: each of the site's lists, where the email stands, and the switch. */
export function newslettersHtml(model: AccountSectionsModel): string {
  if (model.newsletters.length === 0) return ''
  return section(
    'newsletters',
    strings.newsletters,
    `<ul class="account-card__list">${model.newsletters.map((list) => newsletterHtml(list, model.crumb)).join('')}</ul>`,
  )
}
