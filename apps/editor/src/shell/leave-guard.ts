import { useEffect } from 'react'

/** Answers a question to ask before the owner leaves, or null when nothing would be lost. */
type LeaveGuard = () => string | null

const guards = new Set<LeaveGuard>()

/**
 * Asks before the area holding unsaved work is left: the browser's own prompt when the tab closes
 * or reloads, and the editor's leave dialog (`leaveQuestion`) when the shell switches areas.
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

/** The question to ask before the owner leaves the current area, or null when nothing is unsaved. */
export function leaveQuestion(): string | null {
  for (const guard of guards) {
    const question = guard()
    if (question !== null) return question
  }
  return null
}
