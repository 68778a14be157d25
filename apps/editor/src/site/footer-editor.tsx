import type { RichTextNode, SiteFooter } from '@atelier/schema'
import { Link2, Plus, Trash2, Unlink } from 'lucide-react'
import { lazy, Suspense, useId, useState } from 'react'
import type { SiteAction } from '../state/site/site-action.js'
import { footerBlockLink, footerBlockText } from '../state/site/footer-edits.js'
import { editorStrings, fill } from '../strings.js'
import { Button, IconButton } from '../ui/button.js'

const LinkEditor = lazy(() => import('../links/link-editor.js'))

function isBold(node: RichTextNode): boolean {
  const runs = node.type === 'list' ? node.items.flat() : node.children
  return (
    runs.length > 0 &&
    runs.every((run) => (run.type === 'text' ? run.bold : run.children.every((c) => c.bold)))
  )
}

const kindLabel = { paragraph: 'paragraph', heading: 'heading', list: 'list' } as const

/**
 * The footer as visitors see it, column by column: each text block of each column has its own
 * field, so saving (with or without a change) keeps the columns and the blocks' formatting.
 */
export function FooterEditor({
  footer,
  dispatch,
}: {
  footer: SiteFooter
  dispatch: (action: SiteAction) => void
}) {
  const idPrefix = useId()
  // The text block whose link is being edited, as `column-block`.
  const [linking, setLinking] = useState<string | null>(null)
  return (
    <div className="ed-footer-columns">
      {footer.textBlocks.map((blocks, column) => {
        const columnName = `Column ${column + 1}`
        return (
          <fieldset key={column} className="ed-footer-column">
            <legend>{columnName}</legend>
            {blocks.map((node, block) => {
              const name = `${columnName}, ${kindLabel[node.type]} ${block + 1}`
              const fieldId = `${idPrefix}-${column}-${block}`
              const link = footerBlockLink(node)
              const key = `${column}-${block}`
              return (
                <div key={block} className="ed-footer-entry">
                  <div className="ed-footer-block">
                    <div className="ed-footer-field">
                      <label htmlFor={fieldId}>{name}</label>
                      <textarea
                        id={fieldId}
                        value={footerBlockText(node)}
                        rows={node.type === 'list' ? Math.max(2, node.items.length) : 2}
                        aria-describedby={link ? `${fieldId}-link` : undefined}
                        // Shown as visitors read it: a bold name stays bold here too.
                        className={isBold(node) ? 'ed-footer-bold' : undefined}
                        onChange={(event) =>
                          dispatch({
                            type: 'set-footer-block-text',
                            column,
                            block,
                            text: event.target.value,
                          })
                        }
                      />
                    </div>
                    {node.type === 'list' ? null : (
                      <IconButton
                        icon={Link2}
                        label={fill(editorStrings.footerLink, { name })}
                        aria-expanded={linking === key}
                        onClick={() => setLinking(linking === key ? null : key)}
                      />
                    )}
                    {link ? (
                      <IconButton
                        icon={Unlink}
                        label={fill(editorStrings.footerUnlink, { name })}
                        onClick={() =>
                          dispatch({ type: 'set-footer-block-link', column, block, link: null })
                        }
                      />
                    ) : null}
                    <IconButton
                      icon={Trash2}
                      label={`Remove ${name}`}
                      onClick={() => dispatch({ type: 'remove-footer-block', column, block })}
                    />
                  </div>
                  {link ? (
                    <p id={`${fieldId}-link`} className="ed-field-note ed-footer-link">
                      {fill(editorStrings.footerLinksTo, { href: link.href })}
                    </p>
                  ) : null}
                  {linking === key ? (
                    <Suspense fallback={<p>{editorStrings.loading}</p>}>
                      <LinkEditor
                        initial={link ?? { href: '', newWindow: false }}
                        withName={false}
                        onSave={(next) => {
                          dispatch({
                            type: 'set-footer-block-link',
                            column,
                            block,
                            link: { href: next.href, newWindow: next.newWindow },
                          })
                          setLinking(null)
                        }}
                        onCancel={() => setLinking(null)}
                      />
                    </Suspense>
                  ) : null}
                </div>
              )
            })}
            <div className="ed-actions">
              <Button
                icon={Plus}
                aria-label={`Add paragraph to ${columnName}`}
                onClick={() => dispatch({ type: 'add-footer-paragraph', column })}
              >
                Add paragraph
              </Button>
              <Button
                icon={Trash2}
                aria-label={`Remove ${columnName}`}
                onClick={() => dispatch({ type: 'remove-footer-column', column })}
              >
                Remove column
              </Button>
            </div>
          </fieldset>
        )
      })}
      <Button icon={Plus} onClick={() => dispatch({ type: 'add-footer-column' })}>
        Add column
      </Button>
    </div>
  )
}
