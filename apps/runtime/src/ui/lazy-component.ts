import { h, type ComponentType, type VNode } from 'preact'
import { useEffect, useState } from 'preact/hooks'

const pending = new Set<() => Promise<unknown>>()

/**
 * A component whose code loads the first time it is drawn: a dialog shown on demand (a failure
 * alert, the installment details) costs a page nothing until then. It draws nothing while its code
 * loads (a few milliseconds, once per page), then the loaded component with the same props.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): (props: P) => VNode | null {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<unknown> | undefined
  const start = () =>
    (loading ??= load().then((component) => {
      loaded = component
      pending.delete(start)
    }))
  pending.add(start)
  return function Lazy(props: P) {
    const [, setReady] = useState(false)
    useEffect(() => {
      if (loaded) return
      let live = true
      void start().then(() => live && setReady(true))
      return () => {
        live = false
      }
    }, [])
    return loaded ? (h(loaded, props) as VNode) : null
  }
}

/** Loads every lazy component defined so far, so they draw at once (tests). */
export function loadLazyComponents(): Promise<unknown> {
  return Promise.all([...pending].map((start) => start()))
}
