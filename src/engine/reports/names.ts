/**
 * The names of saved and read sessions. A name is a key (the page's saved list, its links, the
 * reports' places), so a new one never takes a name in use: it is numbered instead.
 */

/**
 * A name that does not take one in use: `x`, else `x-2`, `x-3`… with each of its `extra` names
 * (a session's threads') free too.
 */ export const freeName = (
  name: string,
  taken: ReadonlySet<string>,
  extra: (name: string) => readonly string[] = () => [],
): string => {
  const free = (candidate: string) =>
    !taken.has(candidate) && extra(candidate).every((each) => !taken.has(each));
  if (free(name)) return name;
  let n = 2;
  while (!free(`${name}-${n}`)) n++;
  return `${name}-${n}`;
};
