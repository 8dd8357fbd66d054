import { describeValue, isRecord, own } from '../../catalog/core';
import { at, joinTexts, type Log, readString } from './steps';

/**
 * The text of an OpenAI message's `content`, shared by Chat Completions and Responses: a string,
 * null, or an array of parts whose text parts are joined (a refusal reads as text). Other parts
 * (images, audio, files) are skipped and counted; a malformed one is an error naming its place.
 * The two APIs differ only in which part types carry text, and Chat also allows bare strings.
 */
export type ContentDialect = {
  /** Part types whose `text` field is text (`refusal` parts always are, from `refusal`). */
  textTypes: ReadonlySet<string>;
  /** Chat Completions allows a bare string as a part. */
  stringParts: boolean;
  /** The part type an error names as an example. */
  example: string;
};

export const contentText = (
  content: unknown,
  place: string,
  log: Log,
  dialect: ContentDialect,
): string | undefined => {
  if (content === undefined || content === null) return '';
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) {
    log.fail(
      place,
      `expected a string or an array of content parts, found ${describeValue(content)}`,
    );
    return undefined;
  }
  const texts: string[] = [];
  let ok = true;
  content.forEach((part, index) => {
    const partPlace = at(place, index);
    if (dialect.stringParts && typeof part === 'string') {
      texts.push(part);
      return;
    }
    if (!isRecord(part)) {
      log.fail(partPlace, `expected a content part {"type", …}, found ${describeValue(part)}`);
      ok = false;
      return;
    }
    const type = own(part, 'type');
    if (typeof type !== 'string') {
      log.fail(
        at(partPlace, 'type'),
        `expected a part type such as "${dialect.example}", found ${describeValue(type)}`,
      );
      ok = false;
    } else if (dialect.textTypes.has(type) || type === 'refusal') {
      const text = readString(part, type === 'refusal' ? 'refusal' : 'text', partPlace, log);
      if (text === undefined) ok = false;
      else texts.push(text);
    } else log.skip(`${type} part`);
  });
  return ok ? joinTexts(texts) : undefined;
};
