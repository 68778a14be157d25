import { useId } from 'react'
import { Button } from '../ui/button.js'
import { productStrings as s } from './product-strings.js'

/**
 * A product checkbox whose empty value follows a store setting: it shows the value that applies
 * (the product's own, else the store's) and says which one that is. "Use store setting" drops the
 * product's own value again.
 */
export function StoreDefaultCheck({
  label,
  own,
  storeDefault,
  onChange,
}: {
  label: string
  /** The product's own setting; undefined when it follows the store. */
  own: boolean | undefined
  /** The store's setting; undefined while it loads or when it cannot be read. */
  storeDefault: boolean | undefined
  onChange: (value: boolean | undefined) => void
}) {
  const noteId = useId()
  const follows = own === undefined && storeDefault !== undefined
  return (
    <div className="bo-default-check">
      <label className="bo-check">
        <input
          type="checkbox"
          checked={own ?? storeDefault ?? false}
          aria-describedby={follows ? noteId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      {follows ? (
        <p id={noteId} className="bo-default-note">
          {storeDefault ? s.followsStoreOn : s.followsStoreOff}
        </p>
      ) : null}
      {own !== undefined && storeDefault !== undefined ? (
        <Button tone="ghost" className="bo-default-reset" onClick={() => onChange(undefined)}>
          {s.useStoreSetting}
        </Button>
      ) : null}
    </div>
  )
}
