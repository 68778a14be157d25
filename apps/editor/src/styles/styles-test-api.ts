import type { EditorApi } from '../api/editor-api.js'

/** What the Site Styles panel reads from the API, as the tests of this folder stand it in. */
export type StylesTestApi = Pick<EditorApi, 'styles' | 'fonts' | 'pages'>

/** Answers typed by the API client: a stand-in that drifts from the server fails the typecheck. */
export function stylesTestApi(colors: Record<string, string>, version: number): StylesTestApi {
  return {
    styles: () => Promise.resolve({ fonts: { heading: 'Lora', body: 'Inter' }, colors, version }),
    fonts: () =>
      Promise.resolve({
        fonts: [
          { family: 'Lora', category: 'Serif' },
          { family: 'Inter', category: 'Sans Serif' },
        ],
      }),
    pages: () => Promise.resolve({ navigationVersion: 1, sections: [] }),
  }
}
