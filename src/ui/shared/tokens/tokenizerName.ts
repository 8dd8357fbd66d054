/** A tokenizer's short name for a count line: "o200k_base", without "(gpt-tokenizer)". */
export const tokenizerName = (name: string): string => name.replace(/ \(.*\)$/, '');
