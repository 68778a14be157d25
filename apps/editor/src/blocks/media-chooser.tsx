import type { ImageRef } from '@atelier/schema'
import { lazy, Suspense, useState } from 'react'
import type { SiteFile } from '../api/api-types.js'
import { editorStrings } from '../strings.js'

const FileManager = lazy(() => import('../files/file-manager.js'))

function imageRefOf(file: SiteFile): Record<string, unknown> {
  return {
    fileId: file.id,
    ...(file.width && file.height ? { originalSize: `${file.width}x${file.height}` } : {}),
    altText: '',
    title: file.name,
  }
}

/** The image of an image block, or the images of a gallery, chosen from the file manager. */
export function MediaChooser({
  type,
  value,
  onChange,
  startOpen = false,
}: {
  type: 'image' | 'gallery'
  value: Record<string, unknown>
  onChange: (next: Record<string, unknown>) => void
  /** Opens the file picker at once: a new image block starts by choosing its picture. */
  startOpen?: boolean
}) {
  const [open, setOpen] = useState(startOpen)
  const images = type === 'gallery' ? ((value.images ?? []) as ImageRef[]) : []
  const choose = (file: SiteFile) => {
    setOpen(false)
    if (type === 'image') onChange({ ...value, image: imageRefOf(file) })
    else onChange({ ...value, images: [...images, imageRefOf(file)] })
  }
  const current = type === 'image' ? (value.image as ImageRef | undefined) : undefined
  return (
    <div className="ed-media">
      {type === 'image' ? (
        <p>{current ? `Image: ${current.title || current.fileId}` : 'No image chosen yet.'}</p>
      ) : null}
      {type === 'gallery' ? (
        <ol aria-label="Gallery images">
          {images.map((image, index) => (
            <li key={`${image.fileId ?? image.assetUrl}-${index}`}>
              {image.title || image.fileId}
              <button
                type="button"
                aria-label={`Remove image ${index + 1}`}
                onClick={() =>
                  onChange({ ...value, images: images.filter((_, at) => at !== index) })
                }
              >
                {editorStrings.remove}
              </button>
            </li>
          ))}
        </ol>
      ) : null}
      <button type="button" onClick={() => setOpen(true)}>
        {type === 'image' ? (current ? 'Replace image' : 'Choose image') : 'Add image'}
      </button>
      {open ? (
        <Suspense fallback={<p>Loading…</p>}>
          <FileManager mode="choose" onChoose={choose} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  )
}
