import type { FailureAlert } from './add-failure.js'
import { commerceStrings } from './strings.js'

/** SPEC §4/§9 timings; the runtime schedules the timers the reducer asks for. */
export const ADD_TO_CART_BUTTON_TIMINGS = {
  /** After a successful add, 'Adding…' stays this long before 'Added!'. */
  addedDelayMs: 1000,
  /** How long 'Added!' shows before the button is idle again. */
  addedShownMs: 2000,
  /** After a failure (alert shown), the button is idle again after this long. */
  errorResetMs: 1000,
} as const

export type AddToCartButtonStatus =
  | 'idle'
  /** The add request is in flight. */
  | 'adding'
  /** The add succeeded; still labelled 'Adding…' until the delay elapses. */
  | 'confirming'
  /** Labelled 'Added!'; clicks are ignored. */
  | 'added'
  /** The alert is shown; idle again once the reset delay elapses. */
  | 'failed'
  /** Express checkout succeeded; the page is going to checkout. */
  | 'checking-out'

export interface AddToCartButtonState {
  readonly status: AddToCartButtonStatus
}

export type AddToCartButtonEvent =
  /** Click, Enter or Space. */
  | { readonly type: 'activate' }
  | { readonly type: 'add-succeeded'; readonly expressCheckout?: boolean }
  | { readonly type: 'add-failed'; readonly alert: FailureAlert }
  /** The timer of the last `schedule` effect fired. */
  | { readonly type: 'timer-elapsed' }

export type AddToCartButtonEffect =
  | { readonly type: 'submit-add' }
  | { readonly type: 'schedule'; readonly afterMs: number }
  | { readonly type: 'show-alert'; readonly alert: FailureAlert }
  | { readonly type: 'go-to-checkout' }

export interface AddToCartButtonTransition {
  readonly state: AddToCartButtonState
  readonly effects: readonly AddToCartButtonEffect[]
}

export const INITIAL_ADD_TO_CART_BUTTON_STATE: AddToCartButtonState = { status: 'idle' }

const stay = (state: AddToCartButtonState): AddToCartButtonTransition => ({ state, effects: [] })

const to = (
  status: AddToCartButtonStatus,
  ...effects: AddToCartButtonEffect[]
): AddToCartButtonTransition => ({ state: { status }, effects })

/**
 * SPEC §4 add-to-cart button: idle → adding ('Adding…') → 1 s later 'Added!' for 2 s → idle;
 * on failure an alert, then idle after 1 s; express checkout goes to checkout instead. Events that
 * do not apply in a state (a click while busy or added, a stray timer) change nothing.
 */
export function addToCartButtonReducer(
  state: AddToCartButtonState,
  event: AddToCartButtonEvent,
): AddToCartButtonTransition {
  const t = ADD_TO_CART_BUTTON_TIMINGS
  switch (state.status) {
    case 'idle':
      return event.type === 'activate' ? to('adding', { type: 'submit-add' }) : stay(state)
    case 'adding':
      if (event.type === 'add-succeeded') {
        return event.expressCheckout
          ? to('checking-out', { type: 'go-to-checkout' })
          : to('confirming', { type: 'schedule', afterMs: t.addedDelayMs })
      }
      if (event.type === 'add-failed') {
        return to(
          'failed',
          { type: 'show-alert', alert: event.alert },
          { type: 'schedule', afterMs: t.errorResetMs },
        )
      }
      return stay(state)
    case 'confirming':
      return event.type === 'timer-elapsed'
        ? to('added', { type: 'schedule', afterMs: t.addedShownMs })
        : stay(state)
    case 'added':
    case 'failed':
      return event.type === 'timer-elapsed' ? to('idle') : stay(state)
    case 'checking-out':
      return stay(state)
  }
}

/** The button's text: its idle label ('Add To Cart', 'Subscribe', custom) or the SPEC states. */
export function addToCartButtonLabel(state: AddToCartButtonState, idleLabel: string): string {
  switch (state.status) {
    case 'adding':
    case 'confirming':
      return commerceStrings.buttonAdding
    case 'added':
      return commerceStrings.buttonAdded
    default:
      return idleLabel
  }
}
