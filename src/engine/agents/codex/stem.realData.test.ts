import snowball from 'snowball-stemmers';
import { describe, expect, it } from 'vitest';
import { hasDataset, needs, readDataset } from '../../../test/datasets';
import { importCatalog } from '../../catalog/importCatalog';
import { codexSearchText, codexToolInfo } from './searchText';
import { stemEnglish } from './stem';
import { codexTokens } from './tokenizer';

/**
 * The stemmer the emulation ships (`porter2`) against `snowball-stemmers`, a port generated from
 * Snowball's own English algorithm, on every word the tokenizer hands the stemmer from the real
 * catalogs' Codex search texts: they must stem each one alike.
 */
const DATASETS = ['github-mcp-server', 'livemcpbench', 'metatool', 'bfcl'];
const SNOWBALL = snowball.newStemmer('english');
const UNSTEMMED = { normalization: true, stopwords: true, stemming: false };

const wordsOf = (dataset: string): Set<string> => {
  const imported = importCatalog(readDataset(dataset, 'tools.json'), { source: dataset });
  if (!imported.ok) throw new Error(`${dataset}: ${imported.errors[0]?.message}`);
  const words = new Set<string>();
  for (const tool of imported.catalog.tools) {
    const text = codexSearchText(codexToolInfo(tool, tool.origin?.server ?? dataset));
    for (const word of codexTokens(text, UNSTEMMED)) words.add(word);
  }
  return words;
};

describe("the stemmer on the catalogs' words", () => {
  for (const dataset of DATASETS)
    it.skipIf(!hasDataset(dataset))(
      needs(dataset, `${dataset}: porter2 stems every word as Snowball's English stemmer does`),
      () => {
        const words = [...wordsOf(dataset)];
        const differ = words.filter((word) => stemEnglish(word) !== SNOWBALL.stem(word));
        expect(words.length).toBeGreaterThan(100);
        expect(
          differ.map((word) => `${word}: ${stemEnglish(word)} ≠ ${SNOWBALL.stem(word)}`),
        ).toEqual([]);
      },
      60_000,
    );
});
