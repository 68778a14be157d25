export type {
  EngineError,
  FormatterFn,
  Plugin,
  PredicateFn,
  RenderContext,
  Variable,
} from './plugin-api.js'
export { createCldrSource, NO_CLDR } from './cldr.js'
export type { CldrPackLoader, CldrSource } from './cldr.js'
export { compile, TEMPLATE_CACHE_SIZE } from './compile.js'
export type { CompileOptions, RenderOptions, RenderResult, Template } from './compile.js'
export type { EngineErrorCode } from './errors.js'
export { isTruthy, toOutput, asText, asNumber, getPath } from './values.js'
export { resolveArg } from './plugins/core/resolve-arg.js'
export { escapeHtml, escapeAttribute } from './plugins/core/escape.js'
