import {
  INITIAL_ADD_TO_CART_BUTTON_STATE,
  addToCartButtonReducer,
  type AddToCartButtonEffect,
  type AddToCartButtonEvent,
  type AddToCartButtonState,
  type FailureAlert,
} from '@atelier/commerce'
import { useCallback, useEffect, useRef, useState } from 'preact/hooks'
import type { AddOutcome } from './submit-add.js'

export interface AddToCartButtonControl {
  readonly state: AddToCartButtonState
  readonly alert: FailureAlert | undefined
  readonly dismissAlert: () => void
  /** Starts an add when the button is idle; returns false when it ignored the activation. */
  readonly activate: (submit: () => Promise<AddOutcome>) => boolean
}

/**
 * Runs `@atelier/commerce`'s add-to-cart button reducer: performs the effects it asks for
 * (submit, timers, alert, checkout) so the SPEC §4/§9 timings live in one place.
 */
export function useAddToCartButton(navigate: (url: string) => void): AddToCartButtonControl {
  const [state, setState] = useState(INITIAL_ADD_TO_CART_BUTTON_STATE)
  const [alert, setAlert] = useState<FailureAlert | undefined>(undefined)
  const stateRef = useRef(state)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const submitRef = useRef<() => Promise<AddOutcome>>(() => Promise.resolve({ ok: true }))
  const checkoutUrl = useRef<string | undefined>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  const send = useCallback(
    (event: AddToCartButtonEvent) => {
      const transition = addToCartButtonReducer(stateRef.current, event)
      stateRef.current = transition.state
      setState(transition.state)
      for (const effect of transition.effects) perform(effect)
    },
    // `perform` only reads refs and stable setters, so one `send` serves the component's life.
    [],
  )

  function perform(effect: AddToCartButtonEffect) {
    switch (effect.type) {
      case 'submit-add':
        void submitRef.current().then((outcome) => {
          if (outcome.ok) {
            checkoutUrl.current = outcome.checkoutUrl
            send({ type: 'add-succeeded', expressCheckout: outcome.checkoutUrl !== undefined })
          } else {
            send({ type: 'add-failed', alert: outcome.alert })
          }
        })
        return
      case 'schedule':
        clearTimeout(timer.current)
        timer.current = setTimeout(() => send({ type: 'timer-elapsed' }), effect.afterMs)
        return
      case 'show-alert':
        setAlert(effect.alert)
        return
      case 'go-to-checkout':
        if (checkoutUrl.current) navigate(checkoutUrl.current)
        return
    }
  }

  const activate = useCallback(
    (submit: () => Promise<AddOutcome>) => {
      if (stateRef.current.status !== 'idle') return false
      submitRef.current = submit
      send({ type: 'activate' })
      return true
    },
    [send],
  )

  return { state, alert, dismissAlert: () => setAlert(undefined), activate }
}
