import { type HitExplanation, plural } from '../engine';
import { fixed, table } from './table';

/**
 * One hit's explain tree as text (`search --explain`): the rank keys, why it is below the hit
 * above, and under toollens each term's parts field by field, adding up to the score.
 */
export const renderExplanation = (hit: HitExplanation): string[] => {
  const number = (value: number) => (Number.isInteger(value) ? String(value) : fixed(value));
  const keys = hit.keys.map(({ label, value }) => `${label} ${number(value)}`).join(' · ');
  const lines = [`#${hit.rank} ${hit.name}  (${hit.ranker}: ${keys})`];
  if (hit.below) {
    lines.push(`  below ${hit.below.name} on ${hit.below.label} (by ${fixed(hit.below.gap)})`);
  }
  const own = hit.toollens;
  if (!own) {
    lines.push(
      `  coverage ${hit.spec.coverage} · Σw ${fixed(hit.spec.weightSum)} · Orama BM25 ${fixed(hit.spec.bm25)} (one number: Orama does not give its parts)`,
      '',
    );
    return lines;
  }
  const name = own.name;
  lines.push(
    `  name match ${fixed(name.value)}: ${plural(name.stemsInOrder, 'stem')} and ${plural(name.wordsInOrder, 'word')} in order of ${name.longer} (name: ${name.nameWords.join(' ')}; counts from ${name.minimum})`,
    table(
      [
        'term',
        'idf',
        'w(t)',
        'field',
        'count',
        'len/avg',
        'norm',
        'weight',
        'part',
        'contribution',
      ],
      own.terms.flatMap((term) => {
        const head = [term.term, fixed(term.idf), fixed(term.weight)];
        if (term.fields.length === 0) return [[...head, '-', 0, '', '', '', '', fixed(0)]];
        return term.fields.map((field, i) => [
          ...(i === 0 ? head : ['', '', '']),
          field.field,
          field.count,
          `${field.length}/${fixed(field.averageLength)}`,
          fixed(field.norm),
          field.fieldWeight,
          fixed(field.part),
          i === term.fields.length - 1 ? fixed(term.contribution) : '',
        ]);
      }),
    )
      .split('\n')
      .map((line) => `  ${line}`)
      .join('\n'),
    `  BM25F ${fixed(own.bm25f)} (k1 ${own.k1}, b ${own.b}, N ${own.n}) × (1 + ${own.coverageBonus} × share ${fixed(own.share)}) = score ${fixed(own.score)}`,
    '',
  );
  return lines;
};
