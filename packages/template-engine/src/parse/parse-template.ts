import { engineError, messages, type Position } from '../errors.js'
import type { EngineError } from '../plugin-api.js'
import type { BlockType, Instruction } from './instruction.js'
import type { InstructionCache } from './instruction-cache.js'
import {
  END,
  OR,
  parseInstruction,
  type InstructionParserContext,
  type InstructionParserDeps,
} from './parse-instruction.js'
import type { Block, OrBranch, TreeNode } from './template-tree.js'

interface OpenBlock {
  readonly block: Block
  current: TreeNode[]
  state: 'body' | 'alternates' | 'or'
  lastOr: OrBranch | null
}

const BLOCK_TYPES: Readonly<Record<Block['head']['k'], BlockType>> = {
  section: 'SECTION',
  repeated: 'REPEATED',
  predicate: 'PREDICATE',
  if: 'IF',
  macro: 'MACRO',
}

function typeOf(open: OpenBlock): BlockType {
  return open.state === 'or' ? 'OR_PREDICATE' : BLOCK_TYPES[open.block.head.k]
}

/**
 * Scans a template and assembles its block structure in one pass. Never throws: anything that
 * is not an instruction is text, and misplaced instructions are reported and skipped.
 */
export function parseTemplate(
  src: string,
  deps: InstructionParserDeps & { readonly instructions?: InstructionCache },
): { tree: TreeNode[]; errors: EngineError[] } {
  const errors: EngineError[] = []
  const root: TreeNode[] = []
  const stack: OpenBlock[] = []
  let current = root

  let line = 1
  let lineStart = 0
  let counted = 0
  const positionAt = (index: number): Position => {
    for (
      let nl = src.indexOf('\n', counted);
      nl >= 0 && nl < index;
      nl = src.indexOf('\n', nl + 1)
    ) {
      line++
      lineStart = nl + 1
    }
    counted = Math.max(counted, index)
    return { line, column: index - lineStart + 1 }
  }

  const ctx: InstructionParserContext = {
    chains: deps.chains,
    predicates: deps.predicates,
    errors,
    positionAt,
  }

  const pushText = (text: string): void => {
    if (text.length > 0) current.push({ k: 'text', text })
  }

  const assemble = (inst: Instruction, offset: number): void => {
    const top = stack[stack.length - 1]
    switch (inst.k) {
      case 'section':
      case 'repeated':
      case 'predicate':
      case 'if':
      case 'macro': {
        const block: Block = { k: 'block', head: inst, body: [], alternates: null, or: null }
        current.push(block)
        stack.push({ block, current: block.body, state: 'body', lastOr: null })
        current = block.body
        return
      }
      case 'end':
        if (top === undefined) {
          errors.push(
            engineError(
              'not-allowed-at-root',
              messages.notAllowedAtRoot('END'),
              positionAt(offset),
            ),
          )
          return
        }
        stack.pop()
        current = stack[stack.length - 1]?.current ?? root
        return
      case 'or': {
        if (top === undefined) {
          errors.push(
            engineError(
              'not-allowed-at-root',
              messages.notAllowedAtRoot('OR_PREDICATE'),
              positionAt(offset),
            ),
          )
          return
        }
        if (top.block.head.k === 'macro') {
          const message = messages.notAllowedInBlock('OR_PREDICATE', 'MACRO')
          errors.push(engineError('not-allowed-in-block', message, positionAt(offset)))
          return
        }
        if (top.lastOr !== null && top.lastOr.call === null) {
          errors.push(
            engineError('dead-code', messages.deadCode('OR_PREDICATE'), positionAt(offset)),
          )
          return
        }
        const branch: OrBranch = { call: inst.call, body: [], or: null }
        if (top.lastOr === null) top.block.or = branch
        else top.lastOr.or = branch
        top.lastOr = branch
        top.state = 'or'
        top.current = branch.body
        current = branch.body
        return
      }
      case 'alternates': {
        if (top === undefined) {
          const message = messages.notAllowedAtRoot('ALTERNATES_WITH')
          errors.push(engineError('not-allowed-at-root', message, positionAt(offset)))
          return
        }
        if (top.block.head.k !== 'repeated' || top.state !== 'body') {
          const parent = top.state === 'alternates' ? 'REPEATED' : typeOf(top)
          const message = messages.notAllowedInBlock('ALTERNATES_WITH', parent)
          errors.push(engineError('not-allowed-in-block', message, positionAt(offset)))
          return
        }
        top.block.alternates = []
        top.state = 'alternates'
        top.current = top.block.alternates
        current = top.block.alternates
        return
      }
      default:
        current.push(inst)
    }
  }

  const cache = deps.instructions
  // The reference's scan: from the end of the last tag, the first `{` opens a block comment when
  // `{##` follows; otherwise the tag is the text between the last `{` before the next `}` and
  // that `}`. A tag that is not an instruction stays as text.
  let i = 0
  let textStart = 0
  const n = src.length
  while (i < n) {
    let open = src.indexOf('{', i)
    if (open < 0) break
    if (src.charCodeAt(open + 1) === 35 && src.charCodeAt(open + 2) === 35) {
      const end = src.indexOf('##}', open + 3)
      pushText(src.slice(textStart, open))
      // An unterminated block comment runs to the end of the template.
      i = textStart = end < 0 ? n : end + 3
      continue
    }
    let close = open + 1
    while (close < n) {
      const c = src.charCodeAt(close)
      if (c === 125) break
      if (c === 123) open = close
      close++
    }
    if (close >= n) break
    if (src.charCodeAt(open + 1) === 35) {
      // `{# … }`: a comment.
      pushText(src.slice(textStart, open))
      i = textStart = close + 1
      continue
    }
    // `{.end}` and `{.or}` are a third of a typical template's instructions: no slice, no lookup.
    let inst: Instruction | null | undefined =
      close - open === 5 && src.startsWith('.end', open + 1)
        ? END
        : close - open === 4 && src.startsWith('.or', open + 1)
          ? OR
          : undefined
    const body = inst === undefined ? src.slice(open + 1, close) : ''
    if (inst === undefined && body.length > 0) inst = cache?.get(body)
    if (inst === undefined) {
      const errorCount = errors.length
      inst = body.length === 0 ? null : parseInstruction(body, ctx, open)
      if (cache !== undefined && body.length > 0 && errors.length === errorCount) {
        cache.set(body, inst)
      }
    }
    i = close + 1
    if (inst === null) continue
    pushText(src.slice(textStart, open))
    assemble(inst, open)
    textStart = i
  }
  pushText(src.slice(textStart))

  if (stack.length > 0) {
    const at = positionAt(n)
    const innermost = stack[stack.length - 1] as OpenBlock
    errors.push(engineError('eof-in-block', messages.eofInBlock(typeOf(innermost)), at))
    for (let k = stack.length - 2; k >= 0; k--) {
      const open = stack[k] as OpenBlock
      errors.push(engineError('unclosed-block', messages.unclosed(typeOf(open)), at))
    }
  }
  return { tree: root, errors }
}
