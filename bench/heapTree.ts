import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeHeapSnapshot } from 'node:v8';

/**
 * Where a structure's memory goes: a heap snapshot of the process with the structure alive,
 * read as a dominator tree (an object's retained size is what a collection would free if
 * nothing but it held its part of the heap; ArrayBuffers' backing stores included). Children
 * of the same kind are summed into one part (10,000 tools' entries are one line,
 * `[*] (Object) ×10000`), so the tree reads as the structure's fields, not as its objects.
 */
export type HeapPart = { name: string; count: number; mb: number; parts: HeapPart[] };

/** The snapshot's marker around the structure measured: found by its class name. */
class MeasuredStructure {
  constructor(readonly held: unknown) {}
}

/** A node with more edges than this is a collection: its entries are one part, `[*]`. */
const COLLECTION = 64;

type Snapshot = {
  snapshot: {
    meta: {
      node_fields: string[];
      edge_fields: string[];
      node_types: [string[]];
      edge_types: [string[]];
    };
  };
  nodes: number[];
  edges: number[];
  strings: string[];
};

/** The graph of essential edges (no weak ones, no shortcuts but the root's), as arrays. */
type Graph = {
  /** A node's kind as a label reads it: its class, or `string`, `code`, … */
  kind: string[];
  selfSize: Float64Array;
  firstEdge: Uint32Array;
  edgeTo: Uint32Array;
  edgeName: string[];
  marker: number;
};

const readGraph = (snap: Snapshot): Graph => {
  const { meta } = snap.snapshot;
  const nf = meta.node_fields.length;
  const ef = meta.edge_fields.length;
  const count = snap.nodes.length / nf;
  const [nodeTypes] = meta.node_types;
  const [edgeTypes] = meta.edge_types;
  const kind: string[] = new Array(count);
  const selfSize = new Float64Array(count);
  const firstEdge = new Uint32Array(count + 1);
  const edgeTo: number[] = [];
  const edgeName: string[] = [];
  let marker = -1;
  let edge = 0;
  for (let node = 0; node < count; node++) {
    const at = node * nf;
    const type = nodeTypes[snap.nodes[at] as number] as string;
    const name = snap.strings[snap.nodes[at + 1] as number] as string;
    kind[node] = type === 'object' || type === 'closure' ? name || type : type;
    selfSize[node] = snap.nodes[at + 3] as number;
    if (type === 'object' && name === MeasuredStructure.name) marker = node;
    firstEdge[node] = edgeTo.length;
    for (let k = 0; k < (snap.nodes[at + 4] as number); k++, edge++) {
      const edgeType = edgeTypes[snap.edges[edge * ef] as number];
      if (edgeType === 'weak' || (edgeType === 'shortcut' && node !== 0)) continue;
      const label = snap.edges[edge * ef + 1] as number;
      edgeTo.push((snap.edges[edge * ef + 2] as number) / nf);
      // Indices collapse, so the entries of one collection share a name; so do the keys of
      // an object used as a dictionary (many edges) and a hash table's numbered slots.
      const name = snap.strings[label] as string;
      const entry =
        edgeType === 'element' ||
        edgeType === 'hidden' ||
        (snap.nodes[at + 4] as number) > COLLECTION ||
        /^\d+$/.test(name ?? '');
      edgeName.push(entry ? '[*]' : name);
    }
  }
  firstEdge[count] = edgeTo.length;
  return { kind, selfSize, firstEdge, edgeTo: Uint32Array.from(edgeTo), edgeName, marker };
};

/**
 * Immediate dominators (Cooper, Harvey and Kennedy's iterative algorithm over a reverse
 * postorder) and retained sizes, of the nodes reachable from the root (node 0).
 */
const dominators = (graph: Graph) => {
  const count = graph.selfSize.length;
  const order = new Int32Array(count).fill(-1); // postorder number
  const byOrder: number[] = [];
  const stack: number[] = [0];
  const next = Uint32Array.from(graph.firstEdge.subarray(0, count));
  order[0] = -2;
  while (stack.length > 0) {
    const node = stack[stack.length - 1] as number;
    const e = next[node] as number;
    if (e < (graph.firstEdge[node + 1] as number)) {
      next[node] = e + 1;
      const to = graph.edgeTo[e] as number;
      if (order[to] === -1) {
        order[to] = -2;
        stack.push(to);
      }
    } else {
      stack.pop();
      order[node] = byOrder.length;
      byOrder.push(node);
    }
  }
  const preds: number[][] = Array.from({ length: count }, () => []);
  for (const node of byOrder) {
    for (let e = graph.firstEdge[node] as number; e < (graph.firstEdge[node + 1] as number); e++)
      preds[graph.edgeTo[e] as number]?.push(node);
  }
  const idom = new Int32Array(count).fill(-1);
  idom[0] = 0;
  const intersect = (a: number, b: number) => {
    while (a !== b) {
      while ((order[a] as number) < (order[b] as number)) a = idom[a] as number;
      while ((order[b] as number) < (order[a] as number)) b = idom[b] as number;
    }
    return a;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = byOrder.length - 2; i >= 0; i--) {
      const node = byOrder[i] as number;
      let found = -1;
      for (const pred of preds[node] ?? []) {
        if (idom[pred] === -1) continue;
        found = found === -1 ? pred : intersect(pred, found);
      }
      if (found !== idom[node]) {
        idom[node] = found;
        changed = true;
      }
    }
  }
  const retained = Float64Array.from(graph.selfSize);
  for (const node of byOrder) {
    const dominator = idom[node] as number;
    if (node !== 0)
      retained[dominator] = (retained[dominator] as number) + (retained[node] as number);
  }
  const children: number[][] = Array.from({ length: count }, () => []);
  for (const node of byOrder) if (node !== 0) children[idom[node] as number]?.push(node);
  // Each node's name as its dominator reaches it; when the dominator reaches it only through
  // objects it holds jointly, the name of an edge from one of those.
  const via: string[] = new Array(count);
  for (const direct of [true, false]) {
    for (const node of byOrder) {
      for (
        let e = graph.firstEdge[node] as number;
        e < (graph.firstEdge[node + 1] as number);
        e++
      ) {
        const to = graph.edgeTo[e] as number;
        if (via[to] === undefined && (!direct || idom[to] === node))
          via[to] = graph.edgeName[e] as string;
      }
    }
  }
  return { idom, retained, children, via };
};

const MB = 1024 * 1024;
/** Kinds not worth opening: a string's halves, a backing store, compiled code. */
const LEAVES = new Set(['string', 'concatenated string', 'sliced string', 'native', 'code']);

/**
 * The heap tree of `structure`, `depth` levels deep (a part with one listed part inside does
 * not use a level); parts under `minMB` are left out. Takes a snapshot of the whole process:
 * seconds, and memory a few times the heap's.
 */
export const heapTree = (structure: unknown, label: string, depth = 5, minMB = 0.5): HeapPart => {
  const marker = new MeasuredStructure(structure);
  const file = writeHeapSnapshot(join(tmpdir(), `toollens-heap-${process.pid}.heapsnapshot`));
  let graph: Graph;
  try {
    graph = readGraph(JSON.parse(readFileSync(file, 'utf8')) as Snapshot);
  } finally {
    rmSync(file, { force: true });
  }
  // Read after the snapshot, so the marker (and what it holds) was alive while it was taken.
  if (marker.held !== structure || graph.marker === -1)
    throw new Error('bench: the measured structure is not in the heap snapshot');
  const { idom, retained, children, via } = dominators(graph);
  let held = -1;
  const m = graph.marker;
  for (let e = graph.firstEdge[m] as number; e < (graph.firstEdge[m + 1] as number); e++)
    if (graph.edgeName[e] === 'held') held = graph.edgeTo[e] as number;
  if (held === -1 || idom[held] === -1) throw new Error('bench: the structure is unreachable');

  const nameOf = (node: number): string =>
    `${via[node] ?? ''} (${(graph.kind[node] as string).slice(0, 40)})`;
  const partsOf = (nodes: readonly number[], levels: number): HeapPart[] => {
    if (levels <= 0) return [];
    const groups = new Map<string, number[]>();
    for (const node of nodes) {
      for (const child of children[node] ?? []) {
        const name = nameOf(child);
        const group = groups.get(name);
        if (group) group.push(child);
        else groups.set(name, [child]);
      }
    }
    const parts = [...groups]
      .map(([name, members]) => ({
        name,
        members,
        mb: members.reduce((sum, node) => sum + (retained[node] as number), 0) / MB,
      }))
      .filter((part) => part.mb >= minMB)
      .sort((a, b) => b.mb - a.mb);
    const step = parts.length === 1 ? 0 : 1;
    return parts.map(({ name, members, mb }) => ({
      name,
      count: members.length,
      mb,
      parts: LEAVES.has(graph.kind[members[0] as number] as string)
        ? []
        : partsOf(members, levels - step),
    }));
  };
  return {
    name: label,
    count: 1,
    mb: (retained[held] as number) / MB,
    parts: partsOf([held], depth),
  };
};

/** The tree as indented lines, each part's MB, and what its listed parts leave out. */
export const renderHeapTree = (part: HeapPart, indent = ''): string[] => {
  const count = part.count > 1 ? ` ×${part.count}` : '';
  const lines = [`${indent}${part.mb.toFixed(1).padStart(7)} MB  ${part.name}${count}`];
  for (const child of part.parts) lines.push(...renderHeapTree(child, `${indent}  `));
  const rest = part.mb - part.parts.reduce((sum, child) => sum + child.mb, 0);
  if (part.parts.length > 0 && rest >= 0.5)
    lines.push(`${indent}  ${rest.toFixed(1).padStart(7)} MB  (the rest: itself and small parts)`);
  return lines;
};
