import { editorStrings } from '../strings.js'
import type { Device } from './canvas-frame.js'
import { saveText } from '../shell/save-status.js'
import type { PageDocument } from './use-page-document.js'

const devices: Device[] = ['desktop', 'tablet', 'phone']

export function EditorToolbar(props: {
  title: string
  device: Device
  onDevice: (device: Device) => void
  document: PageDocument
  onAddBlock: () => void
  onPublish: () => void
  publishState: string | undefined
}) {
  const { document, device } = props
  const failed = ['conflict', 'invalid', 'error'].includes(document.saveState.kind)
  return (
    <div role="toolbar" aria-label="Page editing" className="ed-toolbar">
      <h2 className="ed-page-heading">{props.title}</h2>
      <div role="group" aria-label="Device preview">
        {devices.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={device === option}
            onClick={() => props.onDevice(option)}
          >
            {editorStrings.devices[option]}
          </button>
        ))}
      </div>
      <button type="button" onClick={props.onAddBlock}>
        Add Block
      </button>
      <button
        type="button"
        onClick={document.undo}
        disabled={!document.canUndo}
        aria-keyshortcuts="Control+Z Meta+Z"
      >
        Undo
      </button>
      <button
        type="button"
        onClick={document.redo}
        disabled={!document.canRedo}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
      >
        Redo
      </button>
      <span
        role={failed ? 'alert' : 'status'}
        className={`ed-save-state ed-save-${document.saveState.kind}`}
        data-testid="save-state"
      >
        {saveText(document.saveState)}
      </span>
      {document.saveState.kind === 'conflict' ? (
        <button type="button" onClick={() => window.location.reload()}>
          Reload
        </button>
      ) : null}
      <button
        type="button"
        onClick={props.onPublish}
        disabled={props.publishState === 'publishing'}
      >
        {editorStrings.publish}
      </button>
      {props.publishState && props.publishState !== 'publishing' ? (
        <span role="status" data-testid="publish-state">
          {props.publishState === 'published' ? editorStrings.published : props.publishState}
        </span>
      ) : null}
    </div>
  )
}
