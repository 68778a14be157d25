import { useEffect } from 'react'

/** Answers a question to ask before the owner leaves, or null when nothing would be lost. */
type LeaveGuard = () => string | null

const guards = new Set<LeaveGuard>()

/**
 * Asks before the area holding unsaved work is left: the browser's own prompt when the tab closes
 * or reloads, and `confirmLeave` when the shell switches areas.
 */
export function useLeaveGuard(guard: LeaveGuard): void {
  useEffect(() => {
    guards.add(guard)
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (guard() !== null) event.preventDefault()
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => {
      guards.delete(guard)
      window.removeEventListener('beforeunload', onBeforeUnload)
    }
  }, [guard])
}

/** True when the owner may leave: nothing unsaved, or they confirm losing it. */
export function confirmLeave(): boolean {
  for (const guard of guards) {
    const question = guard()
    if (question !== null && !window.confirm(question)) return false
  }
  return true
}
