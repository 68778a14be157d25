import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiError } from '../api/api-error.js'
import { editorStrings } from '../strings.js'
import { experimentsApi } from './experiments-api.js'
import type { Feature } from './experiments-api.js'
import { experimentsStrings as s } from './experiments-strings.js'
import { VariantsEditor } from './variants-editor.js'

/** One feature: its type, template and status; a running one's weights can change, or it ends. */
export function FeatureRow({
  feature,
  onSaved,
  onEnd,
  ending,
}: {
  feature: Feature
  onSaved: () => void
  onEnd: () => void
  ending: boolean
}) {
  const [variants, setVariants] = useState(feature.variants)
  const save = useMutation({
    mutationFn: () =>
      experimentsApi.update(feature.name, { variants, segmentName: feature.segmentName }),
    onSuccess: onSaved,
  })
  const running = feature.endedAt === null
  const error =
    save.error instanceof ApiError
      ? (save.error.body.message ?? save.error.message)
      : save.error
        ? editorStrings.somethingWentWrong
        : ''
  return (
    <li className="ed-experiments__feature" aria-labelledby={`ed-feature-${feature.name}`}>
      <header>
        <h5 id={`ed-feature-${feature.name}`}>
          <code>{feature.name}</code>
        </h5>
        <span className="ed-experiments__meta">
          {s.types[feature.experimentType]}
          {feature.template === '' ? '' : ` · ${s.template}: ${feature.template}`}
          {feature.segmentName === '' ? '' : ` · ${s.segment}: ${feature.segmentName}`}
          {' · '}
          <span className={running ? 'is-running' : 'is-ended'}>
            {running ? s.running : s.ended}
          </span>
        </span>
      </header>
      {running ? (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            save.mutate()
          }}
        >
          <VariantsEditor
            id={`ed-feature-${feature.name}`}
            variants={variants}
            fixedNames
            onChange={setVariants}
          />
          <div className="ed-experiments__actions">
            <button type="submit" disabled={save.isPending}>
              {s.saveWeights}
            </button>
            <button type="button" onClick={onEnd} disabled={ending}>
              {s.end}
            </button>
            <span role="status">{save.isSuccess ? s.saved : ''}</span>
            <span role="alert">{error}</span>
          </div>
        </form>
      ) : (
        <p className="ed-experiments__hint">
          {feature.variants.map((variant) => `${variant.name} (${variant.weight})`).join(', ')}
        </p>
      )}
    </li>
  )
}
