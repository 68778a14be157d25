// @vitest-environment happy-dom
import { act, useCallback, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it, vi } from 'vitest'
import { editorStrings } from '../strings.js'
import { LeaveDialog } from './leave-dialog.js'
import { leaveQuestion, useLeaveGuard } from './leave-guard.js'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

function Unsaved({ dirty }: { dirty: boolean }) {
  useLeaveGuard(useCallback(() => (dirty ? editorStrings.leaveUnsavedStyles : null), [dirty]))
  return null
}

function mount(node: React.ReactNode) {
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  act(() => root.render(node))
  return root
}

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === name)

describe('leaving an area with unsaved work', () => {
  it('asks only while the area holds unsaved work, and no longer once it is gone', () => {
    const root = mount(<Unsaved dirty={false} />)
    expect(leaveQuestion()).toBeNull()
    act(() => root.render(<Unsaved dirty />))
    expect(leaveQuestion()).toBe(editorStrings.leaveUnsavedStyles)
    act(() => root.unmount())
    expect(leaveQuestion()).toBeNull()
  })

  it('asks in the editor’s own dialog, focused on Keep editing', () => {
    const onKeepEditing = vi.fn()
    const onDiscard = vi.fn()
    const root = mount(
      <LeaveDialog
        question={editorStrings.leaveUnsavedStyles}
        onKeepEditing={onKeepEditing}
        onDiscard={onDiscard}
      />,
    )
    const dialog = document.querySelector('[role="alertdialog"]')!
    expect(dialog.textContent).toContain(editorStrings.unsaved)
    expect(dialog.textContent).toContain(editorStrings.leaveUnsavedStyles)
    expect(document.activeElement).toBe(button(editorStrings.keepEditing))

    act(() => button(editorStrings.discardChanges)!.click())
    expect(onDiscard).toHaveBeenCalledOnce()
    act(() => button(editorStrings.keepEditing)!.click())
    expect(onKeepEditing).toHaveBeenCalledOnce()
    act(() => root.unmount())
  })

  it('keeps editing on Escape', () => {
    const onKeepEditing = vi.fn()
    const onDiscard = vi.fn()
    const root = mount(
      <LeaveDialog question="Leave?" onKeepEditing={onKeepEditing} onDiscard={onDiscard} />,
    )
    act(() => {
      document.activeElement!.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
      )
    })
    expect(onKeepEditing).toHaveBeenCalledOnce()
    expect(onDiscard).not.toHaveBeenCalled()
    act(() => root.unmount())
  })

  it('shows nothing when there is no question', () => {
    const root = mount(<LeaveDialog question={null} onKeepEditing={vi.fn()} onDiscard={vi.fn()} />)
    expect(document.querySelector('[role="alertdialog"]')).toBeNull()
    act(() => root.unmount())
  })

  it('gives focus back to what asked to leave once the owner keeps editing', async () => {
    function Asking() {
      const [question, setQuestion] = useState<string | null>(null)
      return (
        <>
          <button type="button" onClick={() => setQuestion('Leave?')}>
            Header & Footer
          </button>
          <LeaveDialog
            question={question}
            onKeepEditing={() => setQuestion(null)}
            onDiscard={() => setQuestion(null)}
          />
        </>
      )
    }
    const root = mount(<Asking />)
    const opener = button('Header & Footer')!
    opener.focus()
    act(() => opener.click())
    expect(document.activeElement).toBe(button(editorStrings.keepEditing))
    act(() => button(editorStrings.keepEditing)!.click())
    expect(document.querySelector('[role="alertdialog"]')).toBeNull()
    // Radix moves focus a moment after the dialog is gone.
    await vi.waitFor(() => expect(document.activeElement).toBe(opener))
    act(() => root.unmount())
  })
})
