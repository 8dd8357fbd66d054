/**
 * Splits a command line the way a POSIX shell splits words, without running a shell: single
 * quotes keep everything, double quotes keep everything but `\"` and `\\`, a backslash outside
 * quotes escapes the next character. No globbing, variables or operators: `;`, `|` and `$`
 * are plain characters, so nothing typed here can run a second command.
 */
export const splitCommandLine = (line: string): string[] => {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let quote: "'" | '"' | undefined;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i] as string;
    if (quote === "'") {
      if (char === "'") quote = undefined;
      else word += char;
    } else if (quote === '"') {
      if (char === '"') quote = undefined;
      else if (char === '\\' && (line[i + 1] === '"' || line[i + 1] === '\\')) {
        word += line[i + 1];
        i += 1;
      } else word += char;
    } else if (char === "'" || char === '"') {
      quote = char;
      inWord = true;
    } else if (char === '\\' && i + 1 < line.length) {
      word += line[i + 1];
      i += 1;
      inWord = true;
    } else if (/\s/.test(char)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      word += char;
      inWord = true;
    }
  }
  if (quote !== undefined) throw new Error(`unclosed ${quote} quote in: ${line}`);
  if (inWord) words.push(word);
  return words;
};
