import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { File as FileIcon, FolderOpen, Upload } from 'lucide-react'
import { useRef, useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react'
import type { SiteFile } from '../api/api-types.js'
import { editorApi } from '../api/editor-api.js'
import { editorStrings, fill } from '../strings.js'
import { Dialog } from '../ui/dialog.js'
import { EmptyState, ErrorState, LoadingState } from '../ui/states.js'
import { uploadFailureMessage, UploadIncompleteError } from './failure-message.js'
import { FileDetail } from './file-detail.js'
import { isSupportedImage } from './file-size.js'

type Tab = 'existing' | 'detail' | 'upload'

const filesKey = ['files'] as const
const tabOrder: Tab[] = ['existing', 'detail', 'upload']

interface Props {
  mode: 'manage' | 'choose'
  accept?: 'image' | 'any'
  onChoose?: (file: SiteFile) => void
  /** A picker that can be closed opens as a wide modal dialog over the editor. */
  onClose?: () => void
  /** The picker dialog's title. */
  title?: string
}

/** The file manager of SPEC §2: Existing Files, File Detail, Upload File. */
export default function FileManager(props: Props) {
  const { mode, onClose, title = 'File manager' } = props
  if (mode === 'choose' && onClose) {
    return (
      <Dialog open wide title={title} onOpenChange={(open) => (open ? undefined : onClose())}>
        <FileManagerBody {...props} label={null} />
      </Dialog>
    )
  }
  return <FileManagerBody {...props} label="File manager" />
}

function FileManagerBody({
  mode,
  accept = 'image',
  onChoose,
  label,
}: Props & { label: string | null }) {
  const queryClient = useQueryClient()
  const [tab, setTab] = useState<Tab>('existing')
  const [detail, setDetail] = useState<SiteFile | null>(null)
  const [uploadError, setUploadError] = useState('')
  const tabs = useRef<Record<Tab, HTMLButtonElement | null>>({
    existing: null,
    detail: null,
    upload: null,
  })
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
  const openDetail = (file: SiteFile) => {
    setDetail(file)
    setTab('detail')
  }
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    // A new file starts clean: the refusal of the last one is not this one's.
    setUploadError('')
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
  const available = (entry: Tab) => entry !== 'detail' || detail !== null
  const onTabKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (step === 0) return
    event.preventDefault()
    const shown = tabOrder.filter(available)
    const next = shown[(shown.indexOf(tab) + step + shown.length) % shown.length] ?? 'existing'
    setTab(next)
    tabs.current[next]?.focus()
  }
  const tabButton = (entry: Tab, text: string) => (
    <button
      ref={(node) => {
        tabs.current[entry] = node
      }}
      type="button"
      role="tab"
      id={`ed-files-tab-${entry}`}
      aria-selected={tab === entry}
      tabIndex={tab === entry ? 0 : -1}
      disabled={!available(entry)}
      onClick={() => setTab(entry)}
    >
      {text}
    </button>
  )
  const panel = (text: string, children: ReactNode) => (
    <div role="tabpanel" aria-label={text} className="ed-files-panel">
      {children}
    </div>
  )

  return (
    // Inside the picker's dialog the dialog is Radix's; the Files area names its own.
    <div
      {...(label === null ? {} : { role: 'dialog', 'aria-label': label })}
      className="ed-file-manager"
      data-mode={mode}
    >
      <div role="tablist" aria-label="Files" className="ed-tabs" onKeyDown={onTabKey}>
        {tabButton('existing', editorStrings.existingFiles)}
        {tabButton('detail', editorStrings.fileDetail)}
        {tabButton('upload', editorStrings.uploadFile)}
      </div>
      {tab === 'existing'
        ? panel(
            editorStrings.existingFiles,
            <>
              {files.isError ? (
                <ErrorState
                  error={files.error}
                  message={editorStrings.unableToLoadResults}
                  onRetry={() => files.refetch()}
                />
              ) : null}
              {files.isPending ? <LoadingState /> : null}
              {files.isSuccess && all.length === 0 ? (
                <EmptyState icon={FolderOpen}>
                  No files yet. Upload images and documents to use them on your pages.
                </EmptyState>
              ) : null}
              <ul className="ed-file-list">
                {all.map((file) => (
                  <li key={file.id}>
                    <button type="button" className="ed-file-card" onClick={() => openDetail(file)}>
                      {file.mime.startsWith('image/') ? (
                        <img src={file.url} alt="" width={160} height={120} loading="lazy" />
                      ) : (
                        <span className="ed-file-icon" aria-hidden="true">
                          <FileIcon size={32} aria-hidden="true" focusable="false" />
                        </span>
                      )}
                      <span className="ed-file-card-name">{file.name}</span>
                    </button>
                    {choosable(file) ? (
                      <button
                        type="button"
                        className="ed-primary"
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
            </>,
          )
        : null}
      {tab === 'detail' && detail
        ? panel(
            editorStrings.fileDetail,
            <FileDetail
              key={detail.id}
              file={detail}
              choosable={choosable(detail)}
              onChoose={(file) => onChoose?.(file)}
              onRenamed={async (file) => {
                setDetail(file)
                await refresh()
              }}
              onDeleted={async () => {
                setDetail(null)
                setTab('existing')
                await refresh()
              }}
            />,
          )
        : null}
      {tab === 'upload'
        ? panel(
            editorStrings.uploadFile,
            <>
              <label className="ed-upload-drop">
                <Upload size={24} aria-hidden="true" focusable="false" />
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
            </>,
          )
        : null}
    </div>
  )
}
