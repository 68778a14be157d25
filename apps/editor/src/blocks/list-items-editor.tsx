import type { AccordionBlockValue, MenuBlockValue, RichText } from '@atelier/schema'
import { plainText } from '../rich-text/rich-text-convert.js'

function paragraphs(text: string): RichText {
  return text.split(/\n{2,}/).map((part) => ({
    type: 'paragraph' as const,
    children:
      part === '' ? [] : [{ type: 'text' as const, text: part, bold: false, italic: false }],
  }))
}

/** Accordion items (title and text) and menu sections (dishes with price and description). */
export function ListItemsEditor({
  type,
  value,
  onChange,
}: {
  type: 'accordion' | 'menu'
  value: Record<string, unknown>
  onChange: (next: Record<string, unknown>, field: string) => void
}) {
  if (type === 'accordion') {
    const items = (value.items ?? []) as AccordionBlockValue['items']
    const set = (next: AccordionBlockValue['items'], field: string) =>
      onChange({ ...value, items: next }, field)
    return (
      <fieldset>
        <legend>Accordion items</legend>
        {items.map((item, index) => (
          <div key={index} className="ed-list-item">
            <label>
              Item {index + 1} title
              <input
                value={item.title}
                onChange={(event) =>
                  set(
                    items.map((old, at) =>
                      at === index ? { ...old, title: event.target.value } : old,
                    ),
                    `title${index}`,
                  )
                }
              />
            </label>
            <label>
              Item {index + 1} text
              <textarea
                value={plainText(item.body)}
                onChange={(event) =>
                  set(
                    items.map((old, at) =>
                      at === index ? { ...old, body: paragraphs(event.target.value) } : old,
                    ),
                    `body${index}`,
                  )
                }
              />
            </label>
            <button
              type="button"
              onClick={() =>
                set(
                  items.filter((_, at) => at !== index),
                  'remove',
                )
              }
            >
              Remove item {index + 1}
            </button>
          </div>
        ))}
        <button
          type="button"
          onClick={() =>
            set([...items, { title: `Item ${items.length + 1}`, body: paragraphs('') }], 'add')
          }
        >
          Add item
        </button>
      </fieldset>
    )
  }
  const sections = (value.sections ?? []) as MenuBlockValue['sections']
  const set = (next: MenuBlockValue['sections'], field: string) =>
    onChange({ ...value, sections: next }, field)
  return (
    <fieldset>
      <legend>Menu</legend>
      {sections.map((section, sectionIndex) => (
        <div key={sectionIndex} className="ed-list-item">
          <label>
            Section {sectionIndex + 1} name
            <input
              value={section.name}
              onChange={(event) =>
                set(
                  sections.map((old, at) =>
                    at === sectionIndex ? { ...old, name: event.target.value } : old,
                  ),
                  `section${sectionIndex}`,
                )
              }
            />
          </label>
          {section.items.map((item, itemIndex) => {
            const setItem = (patch: Partial<typeof item>, field: string) =>
              set(
                sections.map((old, at) =>
                  at === sectionIndex
                    ? {
                        ...old,
                        items: old.items.map((dish, i) =>
                          i === itemIndex ? { ...dish, ...patch } : dish,
                        ),
                      }
                    : old,
                ),
                `${sectionIndex}.${itemIndex}.${field}`,
              )
            return (
              <div key={itemIndex}>
                <label>
                  Dish {itemIndex + 1}
                  <input
                    value={item.name}
                    onChange={(event) => setItem({ name: event.target.value }, 'name')}
                  />
                </label>
                <label>
                  Price
                  <input
                    value={item.price}
                    onChange={(event) => setItem({ price: event.target.value }, 'price')}
                  />
                </label>
                <label>
                  Description
                  <input
                    value={item.description}
                    onChange={(event) =>
                      setItem({ description: event.target.value }, 'description')
                    }
                  />
                </label>
              </div>
            )
          })}
          <button
            type="button"
            onClick={() =>
              set(
                sections.map((old, at) =>
                  at === sectionIndex
                    ? {
                        ...old,
                        items: [...old.items, { name: 'Dish', price: '', description: '' }],
                      }
                    : old,
                ),
                'add',
              )
            }
          >
            Add dish to section {sectionIndex + 1}
          </button>
        </div>
      ))}
      <button
        type="button"
        onClick={() => set([...sections, { name: '', items: [] }], 'add-section')}
      >
        Add section
      </button>
    </fieldset>
  )
}
