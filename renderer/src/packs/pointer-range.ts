/** Where a JSON pointer (`/actions/0/effects/1/roll`) lies in a pack's text, read from CodeMirror's JSON syntax tree. */
import { ensureSyntaxTree } from '@codemirror/language';
import type { EditorState } from '@codemirror/state';
import type { SyntaxNode } from '@lezer/common';

const VALUES = new Set(['Object', 'Array', 'String', 'Number', 'True', 'False', 'Null']);

const unescape = (part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~');

/** The children of a node that are JSON values (an array's items) or properties (an object's). */
function children(node: SyntaxNode, name: string | Set<string>): SyntaxNode[] {
  const out: SyntaxNode[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling)
    if (typeof name === 'string' ? child.name === name : name.has(child.name)) out.push(child);
  return out;
}

/**
 * The range of the deepest node the pointer reaches: the value it names, or — where the text stops
 * short (a key missing) — the object or array that should hold it. The whole text for `''`.
 */
export function pointerRange(state: EditorState, pointer: string): { from: number; to: number } {
  const tree = ensureSyntaxTree(state, state.doc.length, 500);
  let node: SyntaxNode | null = tree ? (children(tree.topNode, VALUES)[0] ?? null) : null;
  if (!node || pointer === '') return { from: 0, to: state.doc.length };
  for (const raw of pointer.split('/').slice(1)) {
    const part = unescape(raw);
    let next: SyntaxNode | null = null;
    if (node.name === 'Object') {
      for (const property of children(node, 'Property')) {
        const key = property.getChild('PropertyName');
        if (key && state.sliceDoc(key.from + 1, key.to - 1) === part) {
          next = children(property, VALUES)[0] ?? key;
          break;
        }
      }
    } else if (node.name === 'Array') next = children(node, VALUES)[Number(part)] ?? null;
    if (!next) break;
    node = next;
  }
  return { from: node.from, to: node.to };
}
