import { pickerApi } from '../api/picker-api.js'
import { editorStrings, fill } from '../strings.js'
import { readPath, writePath } from './block-fields.js'
import { ChoiceSelect } from './choice-select.js'
import { FormListConnection } from './form-list-connection.js'
import { ListConnection } from './list-connection.js'
import { ProductPicker } from './product-picker.js'

/** The setting of each block type that points at something of the site, chosen from a list. */
export const PICKED_FIELD: Readonly<Record<string, string>> = {
  form: 'formId',
  newsletter: 'listId',
  product: 'productId',
  summary: 'collectionId',
  'summary-v2': 'collectionId',
}

/** Whether a block's side panel starts with a list to choose from. */
export function hasPicker(type: string): boolean {
  return type in PICKED_FIELD
}

/** The form, mailing list, product or collection a block shows, picked from the site's own. */
export function BlockPicker({
  type,
  value,
  onChange,
}: {
  type: string
  value: Record<string, unknown>
  onChange: (next: Record<string, unknown>, field: string) => void
}) {
  const path = PICKED_FIELD[type]
  if (path === undefined) return null
  const current = readPath(value, path)
  const selected = typeof current === 'string' ? current : ''
  const choose = (id: string) => onChange(writePath(value, path, id), path)
  switch (type) {
    case 'form':
      return (
        <>
          <ChoiceSelect
            label="Form"
            queryKey={['editor', 'forms']}
            load={async () =>
              (await pickerApi.forms()).forms.map((form) => ({
                id: form.id,
                label: fill(
                  form.fieldCount === 1 ? editorStrings.formChoiceOne : editorStrings.formChoice,
                  { name: form.name, count: form.fieldCount },
                ),
              }))
            }
            placeholder={editorStrings.selectForm}
            emptyMessage={editorStrings.noForms}
            value={selected}
            onChange={choose}
          />
          {selected === '' ? null : <FormListConnection formId={selected} />}
        </>
      )
    case 'newsletter':
      return <ListConnection value={selected} onChange={choose} />
    case 'product':
      return <ProductPicker value={selected} onChange={choose} />
    default:
      return (
        <ChoiceSelect
          label="Collection"
          queryKey={['editor', 'collections']}
          load={async () =>
            (await pickerApi.collections()).collections.map((collection) => ({
              id: collection.id,
              label: `${collection.title} (${editorStrings.collectionKinds[collection.kind]})`,
            }))
          }
          placeholder={editorStrings.selectCollection}
          emptyMessage={editorStrings.noCollections}
          errorMessage={editorStrings.unableToLoadCollections}
          value={selected}
          onChange={choose}
        />
      )
  }
}
