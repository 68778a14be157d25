import type { FailureAlert } from '@atelier/commerce'
import { useId } from 'preact/hooks'
import { runtimeStrings } from '../runtime-strings.js'
import { Modal } from './modal.js'

/** The SPEC §8 failure alert: a titled message the visitor dismisses. */
export function AlertDialog({ alert, onClose }: { alert: FailureAlert; onClose: () => void }) {
  const id = useId()
  return (
    <Modal
      titleId={`${id}-title`}
      describedBy={`${id}-message`}
      role="alertdialog"
      onClose={onClose}
    >
      <h2 id={`${id}-title`} class="atelier-alert__title" style={{ marginTop: 0 }}>
        {alert.title}
      </h2>
      <p id={`${id}-message`} class="atelier-alert__message">
        {alert.message}
      </p>
      <button type="button" class="button button--primary" onClick={onClose}>
        {runtimeStrings.ok}
      </button>
    </Modal>
  )
}
