import type { RichText } from '@atelier/schema'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { ApiError } from '../api/api-error.js'
import { pickerApi } from '../api/picker-api.js'
import type { ProductContent, ProductInput, ProductStatus } from '../api/products-api.js'
import { productsApi } from '../api/products-api.js'
import { storeSettingsApi } from '../api/store-settings-api.js'
import { editorStrings } from '../strings.js'
import { ProductImagesEditor } from './product-images-editor.js'
import {
  blankProduct,
  descriptionOf,
  draftOf,
  splitList,
  withDescription,
} from './product-draft.js'
import { productStrings as s } from './product-strings.js'
import { ProductTypeFields } from './product-type-fields.js'
import { ProductVariantsEditor } from './product-variants-editor.js'
import { productsKey } from './products-panel.js'

const TextEditor = lazy(() => import('../rich-text/text-editor.js'))

/** The product editor: every field of SPEC §3's product, saved with a version check. */
export default function ProductEditor({
  id,
  collectionId,
  justCreated = false,
  onBack,
  onCreated,
}: {
  id?: string
  collectionId?: string
  /** Opened right after the product was created: the form says it was saved. */
  justCreated?: boolean
  onBack: () => void
  onCreated: (id: string) => void
}) {
  // The version the last save answered: the form, re-made from the saved product, confirms it.
  const [savedVersion, setSavedVersion] = useState<number | undefined>(justCreated ? 1 : undefined)
  const loaded = useQuery({
    queryKey: ['back-office', 'product', id],
    queryFn: () => productsApi.get(id ?? ''),
    enabled: id !== undefined,
    staleTime: Infinity,
  })
  if (id !== undefined && loaded.isPending) return <p>{editorStrings.loading}</p>
  if (id !== undefined && (loaded.isError || !loaded.data)) {
    return (
      <div className="bo-panel">
        <BackButton onBack={onBack} />
        <p role="alert" className="bo-error">
          {editorStrings.unableToLoadTryAgain}{' '}
          <button type="button" onClick={() => void loaded.refetch()}>
            {editorStrings.tryAgain}
          </button>
        </p>
      </div>
    )
  }
  const detail = loaded.data
  return (
    <ProductForm
      key={detail?.version ?? 'new'}
      id={id}
      collectionId={collectionId}
      initial={detail ? draftOf(detail.product) : blankProduct()}
      version={detail?.version ?? 0}
      files={detail?.files ?? {}}
      urlId={detail?.product.urlId}
      onBack={onBack}
      onCreated={onCreated}
      onSaved={setSavedVersion}
      confirmSaved={detail !== undefined && detail.version === savedVersion}
      onReload={() => void loaded.refetch()}
    />
  )
}

function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <button type="button" className="bo-back" onClick={onBack}>
      <ArrowLeft aria-hidden size={16} /> {s.back}
    </button>
  )
}

function ProductForm(props: {
  id?: string
  collectionId?: string
  initial: ProductInput
  version: number
  files: Record<string, { url: string; name: string }>
  urlId?: string
  onBack: () => void
  onCreated: (id: string) => void
  onSaved: (version: number) => void
  /** Re-made from the product just saved: say so. */
  confirmSaved: boolean
  onReload: () => void
}) {
  const queryClient = useQueryClient()
  const [draft, setDraft] = useState<ProductInput>(props.initial)
  const [files, setFiles] = useState(props.files)
  const [message, setMessage] = useState<
    { kind: 'error' | 'stale' | 'saved'; text: string } | undefined
  >(props.confirmSaved ? { kind: 'saved', text: s.saved } : undefined)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const forms = useQuery({ queryKey: ['back-office', 'forms'], queryFn: pickerApi.forms })
  const currency = useCurrency()
  const store = useQuery({
    queryKey: ['back-office', 'store-settings'],
    queryFn: storeSettingsApi.get,
    retry: false,
  })
  const content = draft.structuredContent
  const setContent = (patch: Partial<ProductContent>) =>
    setDraft((current) => ({
      ...current,
      structuredContent: { ...current.structuredContent, ...patch },
    }))
  const save = useMutation({
    mutationFn: async () => {
      if (props.id === undefined) {
        return productsApi.create(props.collectionId ?? '', draft)
      }
      return productsApi.save(props.id, draft, props.version)
    },
    onSuccess: async (saved) => {
      setErrors({})
      await queryClient.invalidateQueries({ queryKey: productsKey })
      queryClient.setQueryData(['back-office', 'product', saved.product.id], saved)
      if (props.id === undefined) props.onCreated(saved.product.id)
      else {
        props.onSaved(saved.version)
        setMessage({ kind: 'saved', text: s.saved })
      }
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        setMessage({ kind: 'stale', text: error.message })
        return
      }
      setErrors(error instanceof ApiError ? (error.body.errors ?? {}) : {})
      setMessage({ kind: 'error', text: error.message || editorStrings.somethingWentWrong })
    },
  })
  const status: 'published' | 'hidden' | 'scheduled' =
    draft.status === 'published'
      ? 'published'
      : draft.status === 'scheduled'
        ? 'scheduled'
        : 'hidden'
  const setStatus = (next: string) => {
    const value: ProductStatus =
      next === 'published' ? 'published' : next === 'scheduled' ? 'scheduled' : 'draft'
    setDraft((current) => ({ ...current, status: value }))
  }
  const fieldError = (name: string) =>
    errors[name] ? (
      <span className="bo-field-error" id={`bo-error-${name}`}>
        {errors[name]}
      </span>
    ) : null
  return (
    <form
      className="bo-panel bo-editor"
      aria-label={props.id ? `Edit ${props.initial.title}` : s.addProduct}
      onSubmit={(event) => {
        event.preventDefault()
        setMessage(undefined)
        save.mutate()
      }}
    >
      <div className="bo-heading">
        <BackButton onBack={props.onBack} />
        <h2>{props.id ? props.initial.title || s.products : s.addProduct}</h2>
        <div className="bo-actions">
          <button type="submit" className="bo-primary" disabled={save.isPending}>
            {save.isPending ? editorStrings.saving : s.save}
          </button>
        </div>
      </div>
      {message ? (
        <p
          role={message.kind === 'saved' ? 'status' : 'alert'}
          className={message.kind === 'saved' ? 'bo-ok' : 'bo-error'}
        >
          {message.text}{' '}
          {message.kind === 'stale' ? (
            <button type="button" onClick={props.onReload}>
              {s.reload}
            </button>
          ) : null}
        </p>
      ) : null}
      <div className="bo-columns">
        <div className="bo-main-column">
          <section className="bo-card" aria-labelledby="bo-basics">
            <h3 id="bo-basics">Details</h3>
            <label className="bo-field">
              <span>Title</span>
              <input
                required
                value={draft.title}
                aria-invalid={errors.title ? true : undefined}
                aria-describedby={errors.title ? 'bo-error-title' : undefined}
                onChange={(event) => setDraft({ ...draft, title: event.target.value })}
              />
              {fieldError('title')}
            </label>
            <div className="bo-field">
              <span id="bo-description-label">Description</span>
              <Suspense fallback={<p>{editorStrings.loading}</p>}>
                <div aria-labelledby="bo-description-label" role="group">
                  <TextEditor
                    value={{ text: descriptionOf(draft) }}
                    onChange={(next) => setDraft((d) => withDescription(d, next.text as RichText))}
                  />
                </div>
              </Suspense>
            </div>
            <label className="bo-field">
              <span>Short description (excerpt)</span>
              <textarea
                rows={2}
                value={draft.excerpt}
                onChange={(event) => setDraft({ ...draft, excerpt: event.target.value })}
              />
            </label>
          </section>
          <ProductImagesEditor
            images={content.images ?? []}
            files={files}
            onFile={(file) => setFiles((current) => ({ ...current, [file.id]: file }))}
            onChange={(images) => setContent({ images })}
          />
          <ProductVariantsEditor
            content={content}
            currency={currency}
            skuBase={props.urlId ?? draft.title}
            files={files}
            error={errors.variants ?? errors.options}
            onChange={setContent}
          />
          <ProductTypeFields
            content={content}
            currency={currency}
            files={files}
            forms={forms.data?.forms ?? []}
            errors={errors}
            storeDefaults={store.data}
            onFile={(file) => setFiles((current) => ({ ...current, [file.id]: file }))}
            onChange={setContent}
          />
        </div>
        <div className="bo-side-column">
          <section className="bo-card" aria-labelledby="bo-visibility">
            <h3 id="bo-visibility">Visibility</h3>
            <label className="bo-field">
              <span>Status</span>
              <select value={status} onChange={(event) => setStatus(event.target.value)}>
                {Object.entries(s.visibility).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
            {status === 'scheduled' ? (
              <label className="bo-field">
                <span>Publish on</span>
                <input
                  type="datetime-local"
                  required
                  value={draft.publishOn ? draft.publishOn.slice(0, 16) : ''}
                  onChange={(event) =>
                    setDraft({
                      ...draft,
                      publishOn: event.target.value
                        ? new Date(event.target.value).toISOString()
                        : undefined,
                    })
                  }
                />
                {fieldError('publishOn')}
              </label>
            ) : null}
            <label className="bo-field">
              <span>Product type</span>
              <select
                value={content.productType}
                onChange={(event) => {
                  const productType = Number(event.target.value) as 1 | 2 | 3 | 4
                  // A new download, service or gift card counts no stock: unlimited by default.
                  setContent(
                    props.id === undefined
                      ? {
                          productType,
                          variants: content.variants.map((variant) => ({
                            ...variant,
                            unlimited: productType !== 1,
                          })),
                        }
                      : { productType },
                  )
                }}
              >
                {Object.entries(s.types).map(([code, label]) => (
                  <option key={code} value={code}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
          </section>
          <section className="bo-card" aria-labelledby="bo-organize">
            <h3 id="bo-organize">Organization</h3>
            <ListField
              label="Tags (comma-separated)"
              values={draft.tags}
              onChange={(tags) => setDraft((d) => ({ ...d, tags }))}
              error={errors.tags}
            />
            <ListField
              label="Categories (comma-separated)"
              values={draft.categories}
              onChange={(categories) => setDraft((d) => ({ ...d, categories }))}
              error={errors.categories}
            />
          </section>
          <section className="bo-card" aria-labelledby="bo-seo">
            <h3 id="bo-seo">Search engines</h3>
            <label className="bo-field">
              <span>URL slug</span>
              <input
                value={draft.urlId ?? ''}
                placeholder="made from the title"
                onChange={(event) => setDraft({ ...draft, urlId: event.target.value || undefined })}
              />
              {fieldError('urlId')}
            </label>
            <label className="bo-field">
              <span>SEO title</span>
              <input
                value={draft.seo?.title ?? ''}
                onChange={(event) =>
                  setDraft({
                    ...draft,
                    seo: { title: event.target.value, description: draft.seo?.description ?? '' },
                  })
                }
              />
            </label>
            <label className="bo-field">
              <span>SEO description</span>
              <textarea
                rows={3}
                value={draft.seo?.description ?? ''}
                onChange={(event) =>
                  setDraft({
                    ...draft,
                    seo: { title: draft.seo?.title ?? '', description: event.target.value },
                  })
                }
              />
              {fieldError('seo')}
            </label>
          </section>
        </div>
      </div>
    </form>
  )
}

function ListField({
  label,
  values,
  onChange,
  error,
}: {
  label: string
  values: string[]
  onChange: (values: string[]) => void
  error?: string
}) {
  const [text, setText] = useState(values.join(', '))
  return (
    <label className="bo-field">
      <span>{label}</span>
      <input
        value={text}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          setText(event.target.value)
          onChange(splitList(event.target.value))
        }}
      />
      {error ? <span className="bo-field-error">{error}</span> : null}
    </label>
  )
}

function useCurrency(): string {
  const list = useQuery({
    queryKey: ['back-office', 'currency'],
    queryFn: () => productsApi.list({ page: 1 }),
    staleTime: 60_000,
  })
  return list.data?.currency ?? 'USD'
}
