import type { Instruction, PredicateCall } from './instruction.js'

/** A leaf of the template tree: everything that does not open a block. */
export type Leaf = Extract<
  Instruction,
  { k: 'text' | 'variable' | 'bindvar' | 'ctx' | 'eval' | 'include' | 'inject' }
>

export interface OrBranch {
  readonly call: PredicateCall | null
  readonly body: TreeNode[]
  or: OrBranch | null
}

export interface Block {
  readonly k: 'block'
  readonly head: Extract<Instruction, { k: 'section' | 'repeated' | 'predicate' | 'if' | 'macro' }>
  readonly body: TreeNode[]
  alternates: TreeNode[] | null
  or: OrBranch | null
}

export type TreeNode = Leaf | Block
