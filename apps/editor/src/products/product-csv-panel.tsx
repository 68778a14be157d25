import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, Download, Upload } from 'lucide-react'
import { useState } from 'react'
import { pickerApi } from '../api/picker-api.js'
import type { CsvFormat, ImportAnswer } from '../api/products-api.js'
import { productCsvApi } from '../api/products-api.js'
import { editorStrings } from '../strings.js'
import { productStrings as s } from './product-strings.js'
import { productsKey } from './products-panel.js'

const actionLabels = {
  create: 'New',
  update: 'Changed',
  unchanged: 'Unchanged',
  error: 'Not imported',
} as const

/**
 * Product CSV: download the catalogue in Shopify's or Squarespace's format, and import such a
 * file after a preview that lists what each product would do and what is wrong with it.
 */
export default function ProductCsvPanel({ onBack }: { onBack: () => void }) {
  const queryClient = useQueryClient()
  const [format, setFormat] = useState<CsvFormat>('shopify')
  const [csv, setCsv] = useState<{ name: string; text: string } | null>(null)
  const [collectionId, setCollectionId] = useState('')
  const [answer, setAnswer] = useState<ImportAnswer | null>(null)
  const stores = useQuery({
    queryKey: ['back-office', 'stores'],
    queryFn: () => pickerApi.collections('store'),
  })
  const target = collectionId || stores.data?.collections[0]?.id || ''
  const run = useMutation({
    mutationFn: (dryRun: boolean) =>
      productCsvApi.import({ format, csv: csv?.text ?? '', collectionId: target, dryRun }),
    onSuccess: async (result) => {
      setAnswer(result)
      if (!result.dryRun) await queryClient.invalidateQueries({ queryKey: productsKey })
    },
  })
  const changes = answer ? answer.summary.create + answer.summary.update : 0
  return (
    <div className="bo-panel">
      <div className="bo-heading">
        <button type="button" className="bo-back" onClick={onBack}>
          <ArrowLeft aria-hidden size={16} /> {s.back}
        </button>
        <h2>Import and export</h2>
      </div>
      <section className="bo-card" aria-labelledby="bo-export">
        <h3 id="bo-export">Export products</h3>
        <div className="bo-actions">
          <a className="bo-button" href={productCsvApi.exportUrl('shopify')} download>
            <Download aria-hidden size={16} /> Shopify CSV
          </a>
          <a className="bo-button" href={productCsvApi.exportUrl('squarespace')} download>
            <Download aria-hidden size={16} /> Squarespace CSV
          </a>
        </div>
      </section>
      <section className="bo-card" aria-labelledby="bo-import">
        <h3 id="bo-import">Import products</h3>
        <p className="bo-sub">
          Products are matched by their handle (URL slug) and SKU: a product already here is
          updated, any other added. Images are taken only from this site’s own files.
        </p>
        <div className="bo-inline">
          <label className="bo-field">
            <span>Format</span>
            <select
              value={format}
              onChange={(event) => {
                setFormat(event.target.value as CsvFormat)
                setAnswer(null)
              }}
            >
              <option value="shopify">Shopify</option>
              <option value="squarespace">Squarespace</option>
            </select>
          </label>
          <label className="bo-field">
            <span>{s.storePage}</span>
            <select value={target} onChange={(event) => setCollectionId(event.target.value)}>
              {stores.data?.collections.map((store) => (
                <option key={store.id} value={store.id}>
                  {store.title}
                </option>
              ))}
            </select>
          </label>
          <label className="bo-field">
            <span>CSV file</span>
            <input
              type="file"
              accept=".csv,text/csv"
              onChange={async (event) => {
                const file = event.target.files?.[0]
                setAnswer(null)
                setCsv(file ? { name: file.name, text: await file.text() } : null)
              }}
            />
          </label>
        </div>
        <div className="bo-actions">
          <button
            type="button"
            disabled={!csv || !target || run.isPending}
            onClick={() => run.mutate(true)}
          >
            Preview
          </button>
          <button
            type="button"
            className="bo-primary"
            disabled={!answer?.dryRun || changes === 0 || run.isPending}
            onClick={() => run.mutate(false)}
          >
            <Upload aria-hidden size={16} /> Import {changes} product{changes === 1 ? '' : 's'}
          </button>
        </div>
        {run.isPending ? <p>{editorStrings.loading}</p> : null}
        {run.isError ? (
          <p role="alert" className="bo-error">
            {run.error.message}
          </p>
        ) : null}
        {answer ? (
          <>
            <p role="status" className={answer.summary.error > 0 ? 'bo-error' : 'bo-ok'}>
              {answer.dryRun ? 'Preview: ' : 'Imported: '}
              {answer.summary.create} new, {answer.summary.update} changed,{' '}
              {answer.summary.unchanged} unchanged, {answer.summary.error} with errors.
            </p>
            <table className="bo-table" aria-label="Import preview">
              <thead>
                <tr>
                  <th scope="col" className="bo-num">
                    Line
                  </th>
                  <th scope="col">Product</th>
                  <th scope="col">Result</th>
                  <th scope="col">Problems</th>
                </tr>
              </thead>
              <tbody>
                {answer.products.map((product) => (
                  <tr key={`${product.line}-${product.handle}`}>
                    <td className="bo-num">{product.line}</td>
                    <td>
                      {product.title || product.handle}
                      <div className="bo-sub">{product.handle}</div>
                    </td>
                    <td>
                      <span
                        className={`bo-badge bo-badge-${product.action === 'error' ? 'error' : product.action === 'unchanged' ? 'hidden' : 'published'}`}
                      >
                        {actionLabels[product.action]}
                      </span>
                    </td>
                    <td>
                      <ul className="bo-problems">
                        {product.errors.map((error) => (
                          <li key={error} className="bo-field-error">
                            {error}
                          </li>
                        ))}
                        {product.warnings.map((warning) => (
                          <li key={warning}>{warning}</li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : null}
      </section>
    </div>
  )
}
