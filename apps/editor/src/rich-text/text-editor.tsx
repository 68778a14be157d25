import type { RichText } from '@atelier/schema'
import { EditorContent, useEditor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { fromTiptap, toTiptap, type TiptapNode } from './rich-text-convert.js'

/**
 * The text block's rich text editor. Tiptap edits; what is stored is the schema's structured rich
 * text (paragraphs, headings 1-4, lists, bold, italic, links), never HTML.
 */
export default function TextEditor({
  value,
  onChange,
}: {
  value: Record<string, unknown>
  onChange: (next: Record<string, unknown>) => void
}) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3, 4] },
        code: false,
        codeBlock: false,
        blockquote: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, protocols: ['mailto', 'tel'] },
      }),
    ],
    content: toTiptap((value.text ?? []) as RichText),
    editorProps: {
      attributes: {
        'aria-label': 'Text',
        role: 'textbox',
        'aria-multiline': 'true',
        class: 'ed-rich-text',
      },
    },
    onUpdate: ({ editor: current }) =>
      onChange({ ...value, text: fromTiptap(current.getJSON() as TiptapNode) }),
  })
  const toggle = (name: 'bold' | 'italic') =>
    editor?.chain().focus()[name === 'bold' ? 'toggleBold' : 'toggleItalic']().run()
  return (
    <div className="ed-text-editor">
      <div role="toolbar" aria-label="Text formatting">
        <button
          type="button"
          aria-pressed={editor?.isActive('bold') ?? false}
          onClick={() => toggle('bold')}
        >
          Bold
        </button>
        <button
          type="button"
          aria-pressed={editor?.isActive('italic') ?? false}
          onClick={() => toggle('italic')}
        >
          Italic
        </button>
        <button
          type="button"
          onClick={() => editor?.chain().focus().toggleHeading({ level: 2 }).run()}
        >
          Heading
        </button>
        <button type="button" onClick={() => editor?.chain().focus().toggleBulletList().run()}>
          Bulleted list
        </button>
        <button type="button" onClick={() => editor?.chain().focus().toggleOrderedList().run()}>
          Numbered list
        </button>
      </div>
      <EditorContent editor={editor} />
    </div>
  )
}
