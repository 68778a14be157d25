import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import type { SiteFile } from '../api/api-types.js'
import type { ProductImage } from '../api/products-api.js'
import { FileChooserDialog } from './file-chooser-dialog.js'

/** The product's images: add (upload or choose), alt text, reorder with buttons, remove. */
export function ProductImagesEditor({
  images,
  files,
  onFile,
  onChange,
}: {
  images: ProductImage[]
  files: Record<string, { url: string; name: string }>
  onFile: (file: SiteFile) => void
  onChange: (images: ProductImage[]) => void
}) {
  const [choosing, setChoosing] = useState(false)
  const move = (from: number, to: number) => {
    const next = [...images]
    const [moved] = next.splice(from, 1)
    if (moved) next.splice(to, 0, moved)
    onChange(next)
  }
  return (
    <section className="bo-card" aria-labelledby="bo-images">
      <div className="bo-card-heading">
        <h3 id="bo-images">Images</h3>
        <button type="button" onClick={() => setChoosing(true)}>
          <ImagePlus aria-hidden size={16} /> Add image
        </button>
      </div>
      {images.length === 0 ? <p className="bo-sub">No images yet.</p> : null}
      <ol className="bo-images">
        {images.map((image, index) => {
          const url = image.fileId ? files[image.fileId]?.url : image.assetUrl
          const label = `Image ${index + 1}`
          return (
            <li key={`${image.fileId ?? image.assetUrl}-${index}`}>
              {url ? (
                <img src={url} alt="" width={64} height={64} />
              ) : (
                <span className="bo-noimg" />
              )}
              <label className="bo-field">
                <span>Alt text for {label.toLowerCase()}</span>
                <input
                  value={image.altText}
                  onChange={(event) =>
                    onChange(
                      images.map((entry, i) =>
                        i === index ? { ...entry, altText: event.target.value } : entry,
                      ),
                    )
                  }
                />
              </label>
              <div className="bo-row-actions">
                <button
                  type="button"
                  aria-label={`Move ${label.toLowerCase()} up`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowUp aria-hidden size={16} />
                </button>
                <button
                  type="button"
                  aria-label={`Move ${label.toLowerCase()} down`}
                  disabled={index === images.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDown aria-hidden size={16} />
                </button>
                <button
                  type="button"
                  aria-label={`Remove ${label.toLowerCase()}`}
                  onClick={() => onChange(images.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden size={16} />
                </button>
              </div>
            </li>
          )
        })}
      </ol>
      {choosing ? (
        <FileChooserDialog
          title="Choose an image"
          accept="image"
          onClose={() => setChoosing(false)}
          onChoose={(file) => {
            onFile(file)
            onChange([...images, { fileId: file.id, altText: '', title: '' }])
            setChoosing(false)
          }}
        />
      ) : null}
    </section>
  )
}
