import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import ts from 'typescript'

// The server's folder graph as it exists at run time: which top-level folder of `apps/server/src`
// imports which. Type-only imports vanish when compiled, so they are not edges. Files at the root of
// src (app.ts, main.ts, cli.ts…) form the folder "root".

export const ROOT = 'root'

export interface ImportEdge {
  from: string // file, relative to src, with forward slashes
  to: string
}

function sourceFiles(dir: string, srcDir: string): string[] {
  const files: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      if (entry.name === 'testing') continue // test helpers, here and inside areas
      files.push(...sourceFiles(path, srcDir))
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
      files.push(path)
    }
  }
  return files
}

function isRuntimeImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause
  if (!clause) return true // `import './x'` runs the module
  if (clause.isTypeOnly) return false
  if (clause.name) return true
  const bindings = clause.namedBindings
  if (!bindings) return false
  if (ts.isNamespaceImport(bindings)) return true
  return bindings.elements.length === 0 || bindings.elements.some((element) => !element.isTypeOnly)
}

function isRuntimeExport(node: ts.ExportDeclaration): boolean {
  if (node.isTypeOnly) return false
  const clause = node.exportClause
  if (!clause || ts.isNamespaceExport(clause)) return true
  return clause.elements.length === 0 || clause.elements.some((element) => !element.isTypeOnly)
}

function toModulePath(specifier: string, fromFile: string, srcDir: string): string {
  const target = resolve(dirname(fromFile), specifier.replace(/\.js$/, '.ts'))
  return relative(srcDir, target).split(sep).join('/')
}

/** Every runtime import between files of src, by relative specifier. */
export function runtimeImports(srcDir: string): ImportEdge[] {
  const edges: ImportEdge[] = []
  for (const file of sourceFiles(srcDir, srcDir)) {
    const text = readFileSync(file, 'utf8')
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false)
    const from = relative(srcDir, file).split(sep).join('/')
    for (const statement of source.statements) {
      let specifier: ts.Expression | undefined
      if (ts.isImportDeclaration(statement) && isRuntimeImport(statement)) {
        specifier = statement.moduleSpecifier
      } else if (ts.isExportDeclaration(statement) && isRuntimeExport(statement)) {
        specifier = statement.moduleSpecifier
      }
      if (!specifier || !ts.isStringLiteral(specifier)) continue
      if (!specifier.text.startsWith('.')) continue
      edges.push({ from, to: toModulePath(specifier.text, file, srcDir) })
    }
  }
  return edges
}

export function folderOf(modulePath: string): string {
  const slash = modulePath.indexOf('/')
  return slash === -1 ? ROOT : modulePath.slice(0, slash)
}

/** Folder → folder → one example import (the first found), self-edges left out. */
export function folderGraph(edges: ImportEdge[]): Map<string, Map<string, ImportEdge>> {
  const graph = new Map<string, Map<string, ImportEdge>>()
  for (const edge of edges) {
    const from = folderOf(edge.from)
    const to = folderOf(edge.to)
    if (!graph.has(from)) graph.set(from, new Map())
    if (!graph.has(to)) graph.set(to, new Map())
    if (from === to) continue
    const targets = graph.get(from)!
    if (!targets.has(to)) targets.set(to, edge)
  }
  return graph
}

/** Strongly connected components with more than one folder (Tarjan), each sorted by name. */
export function cycles(graph: Map<string, Map<string, ImportEdge>>): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const components: string[][] = []

  const visit = (node: string): void => {
    index.set(node, counter)
    low.set(node, counter)
    counter += 1
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!))
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1) components.push(component.sort())
    }
  }

  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node)
  return components.sort((a, b) => a[0]!.localeCompare(b[0]!))
}

/** The imports inside one component, one example per folder pair, as readable lines. */
export function describeComponent(
  component: string[],
  graph: Map<string, Map<string, ImportEdge>>,
): string[] {
  const members = new Set(component)
  const lines: string[] = []
  for (const from of component) {
    for (const [to, edge] of graph.get(from) ?? []) {
      if (members.has(to)) lines.push(`${from} → ${to}  (${edge.from} imports ${edge.to})`)
    }
  }
  return lines.sort()
}

/** Imports of root files (app.ts, main.ts…) from inside a folder: root may only be imported by root. */
export function importsOfRoot(edges: ImportEdge[]): ImportEdge[] {
  return edges.filter((edge) => folderOf(edge.to) === ROOT && folderOf(edge.from) !== ROOT)
}
