import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiError } from '../api/api-error.js'
import { editorStrings } from '../strings.js'
import { experimentsApi } from './experiments-api.js'
import type { ExperimentType, Feature, FeatureDraft, Variant } from './experiments-api.js'
import { experimentsStrings as s } from './experiments-strings.js'
import { VariantsEditor } from './variants-editor.js'

const toggleVariants: Variant[] = [
  { name: 'true', weight: 50 },
  { name: 'false', weight: 50 },
]
const testVariants: Variant[] = [
  { name: 'a', weight: 50 },
  { name: 'b', weight: 50 },
]

/** A new FEATURE_TOGGLE or AB_TEST; the server's message shows when it refuses the definition. */
export function FeatureForm({
  templateVariants,
  onDone,
}: {
  templateVariants: Record<string, string[]>
  onDone: (created: Feature | undefined) => void
}) {
  const [draft, setDraft] = useState<FeatureDraft>({
    name: '',
    experimentType: 'AB_TEST',
    variants: testVariants,
    segmentName: '',
    template: '',
  })
  const create = useMutation({ mutationFn: experimentsApi.create, onSuccess: onDone })
  const setType = (experimentType: ExperimentType) =>
    setDraft({
      ...draft,
      experimentType,
      template: '',
      variants: experimentType === 'FEATURE_TOGGLE' ? toggleVariants : testVariants,
    })
  const setTemplate = (template: string) =>
    setDraft({
      ...draft,
      template,
      variants:
        template === ''
          ? testVariants
          : (templateVariants[template] ?? []).map((name) => ({ name, weight: 50 })),
    })
  const error =
    create.error instanceof ApiError
      ? (create.error.body.message ?? create.error.message)
      : create.error
        ? editorStrings.somethingWentWrong
        : ''
  return (
    <form
      className="ed-experiments__form"
      aria-label={s.newFeature}
      onSubmit={(event) => {
        event.preventDefault()
        create.mutate(draft)
      }}
    >
      <label>
        {s.name}
        <input
          value={draft.name}
          maxLength={40}
          required
          aria-describedby="ed-experiments-name-hint"
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        />
      </label>
      <p id="ed-experiments-name-hint" className="ed-experiments__hint">
        {s.nameHint}
      </p>
      <label>
        {s.type}
        <select
          value={draft.experimentType}
          onChange={(event) => setType(event.target.value as ExperimentType)}
        >
          <option value="AB_TEST">{s.types.AB_TEST}</option>
          <option value="FEATURE_TOGGLE">{s.types.FEATURE_TOGGLE}</option>
        </select>
      </label>
      {draft.experimentType === 'AB_TEST' ? (
        <label>
          {s.template}
          <select value={draft.template} onChange={(event) => setTemplate(event.target.value)}>
            <option value="">{s.noTemplate}</option>
            {Object.keys(templateVariants).map((template) => (
              <option key={template} value={template}>
                {template}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label>
        {s.segment}
        <input
          value={draft.segmentName}
          maxLength={60}
          onChange={(event) => setDraft({ ...draft, segmentName: event.target.value })}
        />
      </label>
      <VariantsEditor
        id="ed-experiments-new"
        variants={draft.variants}
        fixedNames={draft.experimentType === 'FEATURE_TOGGLE' || draft.template !== ''}
        onChange={(variants) => setDraft({ ...draft, variants })}
      />
      <div className="ed-experiments__actions">
        <button type="submit" disabled={create.isPending}>
          {s.create}
        </button>
        <button type="button" onClick={() => onDone(undefined)}>
          {s.cancel}
        </button>
        <span role="alert">{error}</span>
      </div>
    </form>
  )
}
