import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState, type ChangeEvent } from 'react'
import type { SiteFile } from '../api/api-types.js'
import { editorApi } from '../api/editor-api.js'
import { editorStrings, fill } from '../strings.js'
import { failureMessage, uploadFailureMessage, UploadIncompleteError } from './failure-message.js'
import { formatFileSize, isSupportedImage } from './file-size.js'

type Tab = 'existing' | 'detail' | 'upload'

const filesKey = ['files'] as const

/** The file manager of SPEC §2: Existing Files, File Detail, Upload File. */
export default function FileManager({
  mode,
  accept = 'image',
  onChoose,
  onClose,
}: {
  mode: 'manage' | 'choose'
  accept?: 'image' | 'any'
  onChoose?: (file: SiteFile) => void
  onClose?: () => void
}) {
  const queryClient = useQueryClient()
  const [tab, setTab] = useState<Tab>('existing')
  const [detail, setDetail] = useState<SiteFile | null>(null)
  const [name, setName] = useState('')
  const [renameError, setRenameError] = useState('')
  const [uploadError, setUploadError] = useState('')
  const [confirmDelete, setConfirmDelete] = useState(false)
  const files = useInfiniteQuery({
    queryKey: filesKey,
    queryFn: ({ pageParam }) => editorApi.files(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
  const refresh = () => queryClient.invalidateQueries({ queryKey: filesKey })
  const uploading = useRef<AbortController | null>(null)
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const controller = new AbortController()
      uploading.current = controller
      const answer = await editorApi.uploadFile(file, controller.signal)
      if (!answer?.file) throw new UploadIncompleteError()
      return { file: answer.file }
    },
    onSettled: () => {
      uploading.current = null
    },
    onSuccess: async ({ file }) => {
      await refresh()
      setUploadError('')
      if (mode === 'choose') onChoose?.(file)
      else openDetail(file)
    },
    onError: (error) => setUploadError(uploadFailureMessage(error)),
  })
  const rename = useMutation({
    mutationFn: () => editorApi.renameFile(detail?.id ?? '', name.trim()),
    onSuccess: async ({ file }) => {
      setDetail(file)
      setRenameError('')
      await refresh()
    },
    onError: (error) => setRenameError(failureMessage(error, editorStrings.renameProblem)),
  })
  const remove = useMutation({
    mutationFn: () => editorApi.deleteFile(detail?.id ?? ''),
    onSuccess: async () => {
      setDetail(null)
      setConfirmDelete(false)
      setTab('existing')
      await refresh()
    },
  })
  const openDetail = (file: SiteFile) => {
    setDetail(file)
    setName(file.name)
    setTab('detail')
  }
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    if (!file) return
    if (accept === 'image' && !isSupportedImage(file)) {
      setUploadError(fill(editorStrings.unsupportedImage, { fileName: file.name }))
      return
    }
    upload.mutate(file)
  }
  const all = files.data?.pages.flatMap((page) => page.files) ?? []
  // An image block or gallery can only show an image: other files are listed but not offered.
  const choosable = (file: SiteFile) =>
    mode === 'choose' && (accept === 'any' || file.mime.startsWith('image/'))

  return (
    <div role="dialog" aria-label="File manager" className="ed-file-manager">
      <div role="tablist" aria-label="Files">
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'existing'}
          onClick={() => setTab('existing')}
        >
          {editorStrings.existingFiles}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'detail'}
          disabled={!detail}
          onClick={() => setTab('detail')}
        >
          {editorStrings.fileDetail}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'upload'}
          onClick={() => setTab('upload')}
        >
          {editorStrings.uploadFile}
        </button>
      </div>
      {tab === 'existing' ? (
        <div role="tabpanel" aria-label={editorStrings.existingFiles}>
          {files.isError ? <p role="alert">{editorStrings.unableToLoadResults}</p> : null}
          <ul className="ed-file-list">
            {all.map((file) => (
              <li key={file.id}>
                <button type="button" onClick={() => openDetail(file)}>
                  {file.mime.startsWith('image/') ? (
                    <img src={file.url} alt="" width={48} height={48} loading="lazy" />
                  ) : null}
                  {file.name}
                </button>
                {choosable(file) ? (
                  <button
                    type="button"
                    onClick={() => onChoose?.(file)}
                    aria-label={`Choose ${file.name}`}
                  >
                    {editorStrings.chooseFile}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
          {files.hasNextPage ? (
            <button
              type="button"
              onClick={() => void files.fetchNextPage()}
              disabled={files.isFetchingNextPage}
            >
              {editorStrings.loadMore}
            </button>
          ) : null}
        </div>
      ) : null}
      {tab === 'detail' && detail ? (
        <div role="tabpanel" aria-label={editorStrings.fileDetail}>
          <p>
            {detail.name} · {detail.mime} · {formatFileSize(detail.size)}
            {detail.width && detail.height ? ` · ${detail.width}×${detail.height}` : ''}
          </p>
          <label>
            File name
            <input value={name} onChange={(event) => setName(event.target.value)} />
          </label>
          <button
            type="button"
            onClick={() =>
              name.trim() === '' ? setRenameError(editorStrings.enterFileName) : rename.mutate()
            }
          >
            {editorStrings.rename}
          </button>
          {renameError ? (
            <p role="alert">
              <strong>
                {renameError === editorStrings.enterFileName
                  ? ''
                  : `${editorStrings.renameTitle}: `}
              </strong>
              {renameError}
            </p>
          ) : null}
          {choosable(detail) ? (
            <button type="button" onClick={() => onChoose?.(detail)}>
              {editorStrings.chooseFile}
            </button>
          ) : null}
          <button type="button" onClick={() => setConfirmDelete(true)}>
            {editorStrings.delete}
          </button>
          {confirmDelete ? (
            <div role="alertdialog" aria-label="Delete file">
              <p>{editorStrings.deleteFileWarning}</p>
              <button type="button" onClick={() => remove.mutate()}>
                Delete file
              </button>
              <button type="button" onClick={() => setConfirmDelete(false)}>
                Cancel
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
      {tab === 'upload' ? (
        <div role="tabpanel" aria-label={editorStrings.uploadFile}>
          <label>
            {editorStrings.chooseFile}
            <input
              type="file"
              accept={accept === 'image' ? 'image/*' : undefined}
              onChange={onFile}
            />
          </label>
          {upload.isPending ? (
            <div className="ed-actions">
              <p role="status">Uploading…</p>
              <button type="button" onClick={() => uploading.current?.abort()}>
                Cancel upload
              </button>
            </div>
          ) : null}
          {uploadError ? (
            <p role="alert">
              <strong>{editorStrings.uploadTitle}: </strong>
              {uploadError}
            </p>
          ) : null}
        </div>
      ) : null}
      {onClose ? (
        <button type="button" onClick={onClose}>
          Close
        </button>
      ) : null}
    </div>
  )
}
